import { BigIntType } from '@mikro-orm/core';

export class MoneyOutOfRangeError extends Error {
  constructor(readonly value: unknown) {
    super(
      `A money amount must be a whole number of minor units within ±${Number.MAX_SAFE_INTEGER}, got ${value}`,
    );
    this.name = 'MoneyOutOfRangeError';
  }
}

/** A bigint / numeric sum as PostgreSQL sends it, as an exact JS integer (or a loud error). */
export function toMinor(value: string | number | bigint | null): number {
  if (value === null) return 0;
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new MoneyOutOfRangeError(value);
  return result;
}

/**
 * Money is never a float: amounts are whole minor units (cents for USD) in a `bigint` column, mapped to a
 * JS number. A number is exact only up to Number.MAX_SAFE_INTEGER (about 90 trillion dollars in cents),
 * so both directions refuse anything that is not a safe integer instead of silently rounding.
 */
export class MinorUnitsType extends BigIntType<'number'> {
  constructor() {
    super('number');
  }

  override convertToDatabaseValue(value: number | null | undefined): string | null | undefined {
    if (value === null || value === undefined) return value;
    if (!Number.isSafeInteger(value)) throw new MoneyOutOfRangeError(value);
    return String(value);
  }

  override convertToJSValue(value: string | bigint | null | undefined): number | null | undefined {
    if (value === null || value === undefined) return value;
    const result = Number(value);
    if (!Number.isSafeInteger(result)) throw new MoneyOutOfRangeError(value);
    return result;
  }
}
