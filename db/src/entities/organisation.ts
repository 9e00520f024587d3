import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, currencyProperty, idProperty, updatedAtProperty } from './common.js';

/** A tenant: every tenant table points at one organisation. */
export const Organisation = defineEntity({
  name: 'Organisation',
  properties: {
    id: idProperty(),
    name: p.text(),
    baseCurrency: currencyProperty()
      .default('USD')
      .onCreate(() => 'USD'),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});
export type Organisation = InferEntity<typeof Organisation>;
