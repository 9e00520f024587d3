import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatMoney,
  formatNumber,
  formatPairRate,
  intlLocaleFor,
} from '../../src/i18n/format';

// ICU separates some parts with no-break spaces (U+00A0, U+202F); compare them as plain spaces.
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('formatMoney', () => {
  it('formats USD cents', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
  });

  it('formats JPY, which has no minor digits', () => {
    expect(formatMoney(14825, 'JPY', 'en-US')).toBe('¥14,825');
  });

  it('formats negative amounts', () => {
    expect(formatMoney(-123456, 'USD', 'en-US')).toBe('-$1,234.56');
    expect(formatMoney(-1, 'USD', 'en-US')).toBe('-$0.01');
  });

  it('formats zero', () => {
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney(0, 'JPY', 'en-US')).toBe('¥0');
  });

  it("uses the currency's own number of fraction digits", () => {
    expect(plain(formatMoney(1234567, 'BHD', 'en-US'))).toBe('BHD 1,234.567');
  });

  it('does not lose precision on amounts a float cannot hold', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
  });

  it('follows the locale', () => {
    expect(formatMoney(123456, 'USD', 'zh-CN')).toBe('US$1,234.56');
    expect(plain(formatMoney(123456, 'USD', 'es-ES'))).toBe('1234,56 US$');
    expect(plain(formatMoney(1234560, 'EUR', 'es-ES'))).toBe('12.345,60 €');
    expect(formatMoney(14825, 'JPY', 'zh-CN')).toBe('JP¥14,825');
  });
});

describe('formatMoney options', () => {
  it('signs gains and losses but not zero', () => {
    expect(formatMoney(125, 'USD', 'en-US', { signDisplay: 'exceptZero' })).toBe('+$1.25');
    expect(formatMoney(-125, 'USD', 'en-US', { signDisplay: 'exceptZero' })).toBe('-$1.25');
    expect(formatMoney(0, 'USD', 'en-US', { signDisplay: 'exceptZero' })).toBe('$0.00');
  });

  it('shortens amounts in compact notation from the exact minor units', () => {
    expect(formatMoney(123_456_789, 'USD', 'en-US', { notation: 'compact' })).toBe('$1.2M');
    expect(formatMoney(25_000_000, 'JPY', 'en-US', { notation: 'compact' })).toBe('¥25M');
  });
});

describe('formatNumber and formatPairRate', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(1234567.5, 'en-US')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'zh-CN')).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'es-ES'))).toBe('1.234.567,5');
  });

  it("shows a pair's rate with the pair's decimals, rounded once by the pair rule", () => {
    const eurUsd = { base: 'EUR', quote: 'USD' };
    const usdJpy = { base: 'USD', quote: 'JPY' };
    expect(formatPairRate(eurUsd, '1.0858', 'en-US')).toBe('1.0858');
    expect(formatPairRate(eurUsd, 1 / 0.921, 'es-ES')).toBe('1,0858');
    expect(formatPairRate(usdJpy, 148.25, 'en-US')).toBe('148.25');
    expect(formatPairRate(usdJpy, '1325.50', 'es-ES')).toBe('1325,50');
    expect(formatPairRate({ base: 'USD', quote: 'KRW' }, 1325.5, 'en-US')).toBe('1,325.50');
    expect(formatPairRate({ base: 'USD', quote: 'CNY' }, 7.2134, 'zh-CN')).toBe('7.2134');
    // The decimal tie 0.30015 rounds up, though its float is just below it.
    expect(formatPairRate({ base: 'USD', quote: 'CNY' }, 0.30015, 'en-US')).toBe('0.3002');
  });
});

describe('formatDate and formatDateTime', () => {
  const instant = '2025-11-21T13:05:00.000Z';
  const utc = { timeZone: 'UTC' };

  it('formats a calendar date per locale', () => {
    expect(formatDate(instant, 'en-US', utc)).toBe('Nov 21, 2025');
    expect(formatDate(instant, 'zh-CN', utc)).toBe('2025年11月21日');
    expect(formatDate(instant, 'es-ES', utc)).toBe('21 nov 2025');
  });

  it('formats a date with its time per locale', () => {
    expect(plain(formatDateTime(instant, 'en-US', utc))).toBe('Nov 21, 2025, 1:05 PM');
    expect(formatDateTime(instant, 'es-ES', utc)).toBe('21 nov 2025, 13:05');
    expect(formatDateTime(instant, 'zh-CN', utc)).toBe('2025年11月21日 13:05');
  });

  it('honours the time zone', () => {
    expect(formatDate('2025-11-21T23:30:00Z', 'en-US', { timeZone: 'Asia/Shanghai' })).toBe('Nov 22, 2025');
  });

  it('rejects a value that is not a date', () => {
    expect(() => formatDate('not a date', 'en-US')).toThrow(RangeError);
  });
});

describe('formatDateTimeRange', () => {
  it('formats a span, shortened where both ends agree', () => {
    expect(
      plain(
        formatDateTimeRange('2025-11-14T13:05:00.000Z', '2025-11-21T13:05:00.000Z', 'en-US', {
          timeZone: 'UTC',
        }),
      ),
    ).toBe('Nov 14, 2025, 1:05 PM – Nov 21, 2025, 1:05 PM');
  });
});

describe('intlLocaleFor', () => {
  it('maps each UI language to a regional locale', () => {
    expect(intlLocaleFor('en')).toBe('en-US');
    expect(intlLocaleFor('zh')).toBe('zh-CN');
    expect(intlLocaleFor('es')).toBe('es-ES');
  });
});
