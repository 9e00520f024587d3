import { describe, expect, it } from 'vitest';
import { MinorUnitsType, MoneyOutOfRangeError } from '../../src/types/minor-units.js';

describe('MinorUnitsType', () => {
  const type = new MinorUnitsType();

  it('writes whole minor units as bigint text and reads them back as numbers', () => {
    expect(type.convertToDatabaseValue(1_250_000)).toBe('1250000');
    expect(type.convertToDatabaseValue(-42)).toBe('-42');
    expect(type.convertToJSValue('1250000')).toBe(1_250_000);
    expect(type.convertToJSValue(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('passes null through', () => {
    expect(type.convertToDatabaseValue(null)).toBeNull();
    expect(type.convertToJSValue(null)).toBeNull();
  });

  it('refuses fractions and amounts a JS number cannot hold exactly', () => {
    expect(() => type.convertToDatabaseValue(10.5)).toThrow(MoneyOutOfRangeError);
    expect(() => type.convertToDatabaseValue(Number.MAX_SAFE_INTEGER + 1)).toThrow(MoneyOutOfRangeError);
    expect(() => type.convertToDatabaseValue(Number.NaN)).toThrow(MoneyOutOfRangeError);
    expect(() => type.convertToJSValue('9007199254740993')).toThrow(MoneyOutOfRangeError);
  });
});
