import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { currencyProperty, idProperty, minorUnitsProperty, percentProperty } from './common.js';
import { Supplier } from './supplier.js';

/**
 * A supplier's headline figures (one row per supplier). Every figure may be missing; the UI then shows
 * $0 or 0 %. Revenue is money: whole minor units in a bigint column, never a float.
 */
export const SupplierFinancials = defineEntity({
  name: 'SupplierFinancials',
  properties: {
    id: idProperty(),
    supplier: () => p.oneToOne(Supplier).ref().owner().unique().deleteRule('cascade'),
    revenueMinor: minorUnitsProperty().nullable(),
    currency: currencyProperty().nullable(),
    growthPercent: percentProperty().nullable(),
    profitMarginPercent: percentProperty().nullable(),
    marketSharePercent: percentProperty().nullable(),
  },
});
export type SupplierFinancials = InferEntity<typeof SupplierFinancials>;
