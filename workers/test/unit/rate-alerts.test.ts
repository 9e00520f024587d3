import { describe, expect, it } from 'vitest';
import { isTriggered, percentMove } from '@tradehub/db/domain';
import { formatMoney, minorDigits } from '@tradehub/contract';
import { exposureImpactUsdMinor } from '@tradehub/db/domain';

describe('alert conditions', () => {
  it('fires above and below strictly past the threshold', () => {
    expect(isTriggered({ kind: 'above', threshold: 0.93 }, 0.9301, undefined)).toBe(true);
    expect(isTriggered({ kind: 'above', threshold: 0.93 }, 0.93, undefined)).toBe(false);
    expect(isTriggered({ kind: 'below', threshold: 145 }, 144.99, undefined)).toBe(true);
    expect(isTriggered({ kind: 'below', threshold: 145 }, 145.01, undefined)).toBe(false);
  });

  it('fires a percentage move in either direction, never without a window start', () => {
    const rule = { kind: 'change' as const, threshold: 0.5 };
    expect(isTriggered(rule, 0.92 * 1.006, 0.92)).toBe(true);
    expect(isTriggered(rule, 0.92 * 0.994, 0.92)).toBe(true);
    expect(isTriggered(rule, 0.92 * 1.004, 0.92)).toBe(false);
    expect(isTriggered(rule, 2, undefined)).toBe(false);
    expect(percentMove(100, 101)).toBeCloseTo(1);
  });
});

describe('exposure impact in USD', () => {
  it('uses each currency minor unit', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('computes a hand-checked example: a EUR 1,000,000.00 payable when USD/EUR goes 0.9000 → 0.9500', () => {
    // The euro weakens, so paying costs fewer dollars:
    // 1,000,000 / 0.90 − 1,000,000 / 0.95 = 1,111,111.11 − 1,052,631.58 = +58,479.53 USD
    expect(exposureImpactUsdMinor(100_000_000, 'EUR', 0.9, 0.95)).toBe(5_847_953);
  });

  it('handles a currency without minor units: a JPY 148,250,000 payable when USD/JPY goes 148.25 → 140', () => {
    // The yen strengthens, so paying costs more dollars:
    // 148,250,000 / 148.25 − 148,250,000 / 140 = 1,000,000 − 1,058,928.57 = −58,928.57 USD
    expect(exposureImpactUsdMinor(148_250_000, 'JPY', 148.25, 140)).toBe(-5_892_857);
  });

  it('formats signed USD cents', () => {
    expect(formatMoney(-5_847_953, 'USD', 'en-US', { signDisplay: 'always' })).toBe('-$58,479.53');
    expect(formatMoney(5, 'USD', 'en-US', { signDisplay: 'always' })).toBe('+$0.05');
  });
});
