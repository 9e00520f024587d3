import { describe, expect, it } from 'vitest';
import {
  approvalStatusSchema,
  riskLevelSchema,
  screeningStatusSchema,
  supplierDocumentTypeSchema,
  supplierStatusSchema,
  transactionStatusSchema,
  transferMethodSchema,
} from '../../src/enum-schemas.js';
import {
  APPROVAL_STATUSES,
  PAYMENT_METHOD_KINDS,
  PAYMENT_STATUSES,
  REQUIRED_DOCUMENT_TYPES,
  RISK_SCORES,
  SCREENING_STATUSES,
  SUPPLIER_DOCUMENT_TYPES,
  SUPPLIER_STATUSES,
  TRANSFER_METHODS,
} from '../../src/enums.js';

describe('the enumerations', () => {
  it('are what the shared schemas accept, in the same order', () => {
    expect(supplierStatusSchema.options).toEqual([...SUPPLIER_STATUSES]);
    expect(transactionStatusSchema.options).toEqual([...PAYMENT_STATUSES]);
    expect(transferMethodSchema.options).toEqual([...TRANSFER_METHODS]);
    expect(approvalStatusSchema.options).toEqual([...APPROVAL_STATUSES]);
    expect(riskLevelSchema.options).toEqual([...RISK_SCORES]);
    expect(screeningStatusSchema.options).toEqual([...SCREENING_STATUSES]);
    expect(supplierDocumentTypeSchema.options).toEqual([...SUPPLIER_DOCUMENT_TYPES]);
  });

  it('ask for required documents among the document types, the financial statement not among them', () => {
    for (const type of REQUIRED_DOCUMENT_TYPES) expect(SUPPLIER_DOCUMENT_TYPES).toContain(type);
    expect(REQUIRED_DOCUMENT_TYPES).not.toContain('financial_statement');
  });

  it('keep how a payment travels apart from the kinds of a connected payment method', () => {
    const shared = TRANSFER_METHODS.filter((method) =>
      (PAYMENT_METHOD_KINDS as readonly string[]).includes(method),
    );
    expect(shared).toEqual([]);
    expect(transferMethodSchema.safeParse('bank_account').success).toBe(false);
  });
});
