import { describe, expect, it } from 'vitest';
import {
  canAddBand,
  checkBands,
  draftChanged,
  draftFromPolicies,
  draftWeakenings,
  nextBand,
  parseBandStart,
  policiesBody,
  policyErrorTarget,
  samePolicies,
  type BandDraft,
} from '../../src/pages/team/policies/policiesLogic';
import { grantableOptions, notGrantable, teamTabFrom } from '../../src/pages/team/teamLogic';

const defaults = {
  supplierVerification: 'default' as const,
  approvalTiers: [
    { fromMinor: 0, approvers: 0 },
    { fromMinor: 1_000_000, approvers: 1 },
  ],
  riskRules: {
    firstPayment: 'with_team',
    newBankDetails: 'with_team',
    countryMismatch: 'with_team',
  } as const,
  dailyUnapprovedLimitMinor: null,
};

const band = (from: string, approvers: 0 | 1 | 2 = 1, key = from): BandDraft => ({ key, from, approvers });

describe('the approval bands as typed', () => {
  it('shows the stored bands as decimal text of the base currency', () => {
    const draft = draftFromPolicies(defaults, 'USD');
    expect(draft.bands.map(({ from, approvers }) => ({ from, approvers }))).toEqual([
      { from: '0.00', approvers: 0 },
      { from: '10000.00', approvers: 1 },
    ]);
    expect(draftFromPolicies(defaults, 'JPY').bands[1]?.from).toBe('1000000');
  });

  it('parses a band start exactly, in minor units (no floats)', () => {
    expect(parseBandStart('10000.10', 'USD')).toBe(1_000_010);
    expect(parseBandStart(' 0.29 ', 'USD')).toBe(29);
    expect(parseBandStart('5000', 'JPY')).toBe(5000);
    expect(parseBandStart('1.234', 'KWD')).toBe(1234);
  });

  it.each([
    ['', 'USD', 'required'],
    ['  ', 'USD', 'required'],
    ['-5', 'USD', 'negative'],
    ['1,000', 'USD', 'format'],
    ['1e6', 'USD', 'format'],
    ['.5', 'USD', 'format'],
    ['10.001', 'USD', 'tooManyDecimals'],
    ['10.5', 'JPY', 'tooManyDecimals'],
    ['99999999999999', 'USD', 'tooLarge'],
  ])('refuses %j in %s as %s', (text, currency, problem) => {
    expect(parseBandStart(text, currency)).toBe(problem);
  });

  it('answers the contract’s tiers when every band is fine', () => {
    expect(checkBands([band('0', 0), band('5000', 1), band('50000.50', 2)], 'USD')).toEqual({
      tiers: [
        { fromMinor: 0, approvers: 0 },
        { fromMinor: 500_000, approvers: 1 },
        { fromMinor: 5_000_050, approvers: 2 },
      ],
      problems: {},
    });
  });

  it('starts the first band at 0 whatever was typed', () => {
    expect(checkBands([band('123', 1)], 'USD').tiers).toEqual([{ fromMinor: 0, approvers: 1 }]);
  });

  it('names each band that does not start above the one before, or cannot be read', () => {
    const check = checkBands([band('0', 0), band('5000'), band('5000.00'), band('abc'), band('10')], 'USD');
    expect(check.tiers).toBeUndefined();
    expect(check.problems).toEqual({ 2: 'notIncreasing', 3: 'format' });
  });

  it('adds a band above the last with one approver more, up to the contract’s maximum', () => {
    const added = nextBand([band('0', 0), band('10000.00', 1)], 'USD');
    expect(added).toMatchObject({ from: '100000.00', approvers: 2 });
    expect(nextBand([band('0', 2)], 'USD')).toMatchObject({ from: '', approvers: 2 });
    expect(canAddBand(Array.from({ length: 9 }))).toBe(true);
    expect(canAddBand(Array.from({ length: 10 }))).toBe(false);
  });

  it('builds the PUT body, and knows when nothing changed', () => {
    const draft = draftFromPolicies(defaults, 'USD');
    expect(policiesBody(draft, 'USD')).toEqual(defaults);
    expect(draftChanged(draft, defaults, 'USD')).toBe(false);
    const changed = { ...draft, bands: [...draft.bands, band('250000', 2)] };
    expect(draftChanged(changed, defaults, 'USD')).toBe(true);
    expect(draftChanged({ ...draft, bands: [band('0'), band('')] }, defaults, 'USD')).toBe(true);
    expect(policiesBody({ ...draft, bands: [band('0'), band('')] }, 'USD')).toBeUndefined();
  });

  it('compares policies field by field, whatever the key order', () => {
    const reordered = {
      riskRules: {
        countryMismatch: 'with_team',
        newBankDetails: 'with_team',
        firstPayment: 'with_team',
      } as const,
      approvalTiers: defaults.approvalTiers.map(({ approvers, fromMinor }) => ({ approvers, fromMinor })),
      supplierVerification: 'default' as const,
      dailyUnapprovedLimitMinor: null,
    };
    expect(samePolicies(defaults, reordered)).toBe(true);
    expect(samePolicies(defaults, { ...reordered, dailyUnapprovedLimitMinor: 100 })).toBe(false);
    expect(samePolicies(defaults, { ...reordered, supplierVerification: 'four_eyes' })).toBe(false);
  });
});

describe('the daily limit without approval as typed', () => {
  it('is off by default, and round-trips an amount in minor units', () => {
    const draft = draftFromPolicies(defaults, 'USD');
    expect(draft.dailyLimit).toEqual({ on: false, amount: '' });
    const on = { ...draft, dailyLimit: { on: true, amount: '25000.00' } };
    expect(policiesBody(on, 'USD')).toEqual({ ...defaults, dailyUnapprovedLimitMinor: 2_500_000 });
    expect(
      draftFromPolicies({ ...defaults, dailyUnapprovedLimitMinor: 2_500_000 }, 'USD').dailyLimit,
    ).toEqual({
      on: true,
      amount: '25000.00',
    });
    // Switched on but not filled in, or typed wrong: nothing to send.
    expect(policiesBody({ ...draft, dailyLimit: { on: true, amount: '' } }, 'USD')).toBeUndefined();
    expect(policiesBody({ ...draft, dailyLimit: { on: true, amount: '1,000' } }, 'USD')).toBeUndefined();
    // Off: the amount typed before does not matter.
    expect(policiesBody({ ...draft, dailyLimit: { on: false, amount: 'junk' } }, 'USD')).toEqual(defaults);
  });
});

describe('what a change weakens (the contract’s rule, shown before saving)', () => {
  const draft = draftFromPolicies(defaults, 'USD');
  it('finds fewer approvers for some amount, a weaker risk rule, a single reviewer and a higher limit', () => {
    expect(draftWeakenings(draft, defaults, 'USD')).toEqual([]);
    // A band raised: 10,000.00 to 49,999.99 now needs nobody.
    const raised = { ...draft, bands: [band('0', 0), band('50000.00', 1)] };
    expect(draftWeakenings(raised, defaults, 'USD')).toEqual([
      { kind: 'approval_band', fromMinor: 1_000_000, before: 1, after: 0 },
    ]);
    // A band lowered, or a two-approver band added, only strengthens.
    expect(draftWeakenings({ ...draft, bands: [band('0', 0), band('5000.00', 1)] }, defaults, 'USD')).toEqual(
      [],
    );
    expect(
      draftWeakenings({ ...draft, bands: [...draft.bands, band('90000.00', 2)] }, defaults, 'USD'),
    ).toEqual([]);
    const weaker = {
      ...draft,
      supplierVerification: 'single_reviewer' as const,
      riskRules: { firstPayment: 'off', newBankDetails: 'always', countryMismatch: 'with_team' } as const,
    };
    expect(draftWeakenings(weaker, defaults, 'USD')).toEqual([
      { kind: 'risk_rule', rule: 'firstPayment', before: 'with_team', after: 'off' },
      { kind: 'supplier_verification', before: 'default', after: 'single_reviewer' },
    ]);
    const limited = { ...defaults, dailyUnapprovedLimitMinor: 2_500_000 };
    expect(draftWeakenings({ ...draft, dailyLimit: { on: true, amount: '10000' } }, limited, 'USD')).toEqual(
      [],
    );
    expect(draftWeakenings({ ...draft, dailyLimit: { on: false, amount: '' } }, limited, 'USD')).toEqual([
      { kind: 'daily_limit', before: 2_500_000, after: null },
    ]);
  });
});

describe('permissions a Team Manager may grant', () => {
  it('disables what they do not hold, unless the seat holds it already', () => {
    const held = ['Team Management', 'Supplier Management'] as const;
    expect(notGrantable(held)).toEqual([
      'Payment Approval',
      'Financial Reports',
      'FX Management',
      'Risk Assessment',
      'Compliance Management',
      'Audit Logs',
    ]);
    expect(notGrantable(held, ['Payment Approval'])).not.toContain('Payment Approval');
    const options = grantableOptions(held);
    expect(options.find((option) => option.value === 'Payment Approval')?.disabled).toBe(true);
    expect(options.find((option) => option.value === 'Supplier Management')?.disabled).toBe(false);
  });
});

describe('where a 400 from PUT /api/team/policies is shown', () => {
  it.each([
    ['approvalTiers.2.fromMinor', { section: 'bands', band: 2 }],
    ['approvalTiers', { section: 'bands' }],
    ['supplierVerification', { section: 'supplierVerification' }],
    ['riskRules.countryMismatch', { section: 'riskRules', rule: 'countryMismatch' }],
    ['riskRules', { section: 'riskRules' }],
    ['dailyUnapprovedLimitMinor', { section: 'dailyLimit' }],
  ])('%s → %j', (field, target) => {
    expect(policyErrorTarget(field)).toEqual(target);
  });

  it('leaves anything else above the form', () => {
    expect(policyErrorTarget(undefined)).toBeUndefined();
    expect(policyErrorTarget('body')).toBeUndefined();
  });
});

describe('the Team page’s address', () => {
  it('opens the tab named by ?tab=, else Members', () => {
    expect(teamTabFrom('policies')).toBe('policies');
    expect(teamTabFrom('members')).toBe('members');
    expect(teamTabFrom(null)).toBe('members');
    expect(teamTabFrom('admin')).toBe('members');
  });
});
