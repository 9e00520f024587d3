import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import { PAYMENT_STATUSES, PAYMENT_TYPES, TRANSFER_METHODS } from './enums.js';
import { Organisation } from './organisation.js';
import { Supplier } from './supplier.js';
import { UserProfile } from './user-profile.js';

/** A cross-border payment to (or request from) a supplier: the spec's "transaction". */
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    supplier: () => p.manyToOne(Supplier).ref(),
    /** Money is never a float: whole minor units (cents for USD) of `currency`. */
    amountMinor: minorUnitsProperty(),
    currency: currencyProperty(),
    status: p
      .enum([...PAYMENT_STATUSES])
      .default('pending')
      .onCreate(() => 'pending' as const),
    type: p
      .enum([...PAYMENT_TYPES])
      .default('payment')
      .onCreate(() => 'payment' as const),
    method: p.enum([...TRANSFER_METHODS]),
    reference: p.text().nullable(),
    /** When the payment was (or is to be) made; lists sort by it. */
    date: timestampProperty(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [
    {
      name: 'payment_organisation_id_created_at_index',
      expression:
        'create index "payment_organisation_id_created_at_index" on "payment" ("organisation_id", "created_at" desc)',
    },
    {
      name: 'payment_organisation_id_date_index',
      expression:
        'create index "payment_organisation_id_date_index" on "payment" ("organisation_id", "date" desc)',
    },
    { name: 'payment_created_by_id_date_index', properties: ['createdBy', 'date'] },
    { properties: ['supplier'] },
  ],
});
export type Payment = InferEntity<typeof Payment>;
