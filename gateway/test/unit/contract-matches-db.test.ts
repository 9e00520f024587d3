import {
  ACCOUNT_STATUSES as DB_ACCOUNT_STATUSES,
  CHAT_MESSAGE_STATUSES as DB_CHAT_MESSAGE_STATUSES,
  CHAT_ROLES as DB_CHAT_ROLES,
  PERMISSIONS,
  SUPPLIER_STATUSES,
  TRANSFER_METHODS,
} from '@tradehub/db';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  CHAT_MESSAGE_STATUSES,
  CHAT_ROLES,
  PERMISSION_NAMES,
  paymentMethodKindSchema,
  supplierStatusSchema,
} from '@tradehub/contract';

// The wire contract cannot import @tradehub/db (the browser imports the contract), so it repeats a few
// enumerations; this keeps the two copies equal.
describe('the wire contract and the data model agree', () => {
  it('on account statuses, permissions, supplier statuses and transfer methods', () => {
    expect([...ACCOUNT_STATUSES]).toEqual([...DB_ACCOUNT_STATUSES]);
    expect([...PERMISSION_NAMES]).toEqual([...PERMISSIONS]);
    expect(supplierStatusSchema.options).toEqual([...SUPPLIER_STATUSES]);
    expect(paymentMethodKindSchema.options).toEqual([...TRANSFER_METHODS]);
  });

  it("on the AI assistant's message roles and statuses", () => {
    expect([...CHAT_ROLES]).toEqual([...DB_CHAT_ROLES]);
    expect([...CHAT_MESSAGE_STATUSES]).toEqual([...DB_CHAT_MESSAGE_STATUSES]);
  });
});
