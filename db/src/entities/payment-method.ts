import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, updatedAtProperty } from './common.js';
import { PAYMENT_METHOD_KINDS } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/** A funding source of the organisation (Bank Account, Credit Card, Digital Wallet). */
export const PaymentMethod = defineEntity({
  name: 'PaymentMethod',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    kind: p.enum([...PAYMENT_METHOD_KINDS]),
    label: p.text(),
    connected: p
      .boolean()
      .default(false)
      .onCreate(() => false),
    /** Masked, display-only details (e.g. bank name and last four digits); never full numbers. */
    details: p.json<Record<string, unknown>>().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [{ properties: ['organisation'] }],
});
export type PaymentMethod = InferEntity<typeof PaymentMethod>;
