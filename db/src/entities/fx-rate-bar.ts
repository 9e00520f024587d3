import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { currencyProperty, timestampProperty } from './common.js';

const rateProperty = () => p.decimal('number').precision(20).scale(10);

/**
 * One minute of an exchange rate (1 `base` = `close` `quote`), shared by every organisation.
 * Rates are exact numerics in the database, JS numbers in TypeScript.
 */
export const FxRateBar = defineEntity({
  name: 'FxRateBar',
  properties: {
    base: currencyProperty().primary(),
    quote: currencyProperty().primary(),
    /** Start of the minute (seconds and milliseconds zero). */
    minute: timestampProperty().primary(),
    open: rateProperty(),
    high: rateProperty(),
    low: rateProperty(),
    close: rateProperty(),
    /** Where the rate came from: 'simulated', 'frankfurter', 'seed', … */
    source: p.text(),
  },
  primaryKeys: ['base', 'quote', 'minute'],
});
export type FxRateBar = InferEntity<typeof FxRateBar>;
