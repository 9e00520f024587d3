import { describe, expect, it } from 'vitest';
import { approvalProgress, missingApproversKey } from '../../src/pages/payments/approvalLogic';
import { approvalReasonKey } from '../../src/pages/payments/paymentLogic';

describe('missingApproversKey', () => {
  it('says nothing when the organisation has the approvers', () => {
    expect(missingApproversKey(0, 1)).toBeUndefined();
    expect(missingApproversKey(0, 2)).toBeUndefined();
  });

  it('asks for a second approver when one is needed and nobody else may approve', () => {
    expect(missingApproversKey(1, 1)).toBe('second');
  });

  it('asks for one more when two are needed and one colleague may approve', () => {
    expect(missingApproversKey(1, 2)).toBe('another');
  });

  it('asks for two when two are needed and nobody else may approve', () => {
    expect(missingApproversKey(2, 2)).toBe('two');
  });
});

describe('approvalProgress', () => {
  const at = '2026-11-26T10:00:00.000Z';

  it('is nothing for a payment that needed no approval', () => {
    expect(approvalProgress({ approvalStatus: 'not_required', approvalsRequired: 0, approvals: [] })).toBe(
      undefined,
    );
  });

  it('counts the approvals given against those required, with who gave them', () => {
    const approvals = [{ id: 'u2', name: 'Ana', at }];
    expect(
      approvalProgress({
        approvalStatus: 'awaiting',
        approvalsRequired: 2,
        approvals,
      }),
    ).toEqual({ given: 1, required: 2, names: ['Ana'] });
  });

  it('treats a payment from before the bands (0 required, awaiting) as needing one', () => {
    expect(approvalProgress({ approvalStatus: 'awaiting', approvalsRequired: 0, approvals: [] })).toEqual({
      given: 0,
      required: 1,
      names: [],
    });
  });
});

describe('approvalReasonKey', () => {
  it('knows the country-mismatch rule and maps anything else to other', () => {
    expect(approvalReasonKey('country_mismatch')).toBe('country_mismatch');
    expect(approvalReasonKey('something_new')).toBe('other');
  });
});
