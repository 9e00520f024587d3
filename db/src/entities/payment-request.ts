import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PAYMENT_REQUEST_STATUSES } from '@tradehub/contract/enums';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/** A request for money from a customer, with a short reference that can be shared. */
export const PaymentRequest = defineEntity({
  name: 'PaymentRequest',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    reference: p.text().unique(),
    payerName: p.text(),
    payerEmail: p.text(),
    /** Whole minor units of `currency`. */
    amountMinor: minorUnitsProperty(),
    currency: currencyProperty(),
    dueDate: timestampProperty().nullable(),
    note: p.text().nullable(),
    status: p.enum([...PAYMENT_REQUEST_STATUSES]),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});
export type PaymentRequest = InferEntity<typeof PaymentRequest>;
