import { describe, expect, it } from 'vitest';
import type { Dashboard, FxSnapshot } from '@tradehub/contract';
import { inDisplayCurrency } from '../../src/routes/dashboard/display-currency.js';

const tile = { value: 0, unit: 'percent' as const, previous: null, level: 'Low' as const, explanation: '' };
const dashboard = {
  baseCurrency: 'USD',
  tiles: {
    counterpartyRisk: { ...tile, unit: 'score' as const, value: 40 },
    marketRisk: { ...tile, value: 6.8 },
    fxRiskExposure: {
      ...tile,
      unit: 'money' as const,
      value: 1_000_00,
      previous: 500_00,
      valueAtRisk95Minor: 12_34,
    },
    cashflowRisk: {
      ...tile,
      value: 23.5,
      scheduledMinor: 200_00,
      settledMinor: 150_00,
      pendingMinor: 50_00,
      failedShare: 0,
    },
  },
  exposures: [
    {
      currency: 'EUR',
      amountMinor: 900_00,
      baseAmountMinor: 1_000_00,
      hedgedPercent: 0,
      unhedgedBaseMinor: 1_000_00,
      riskLevel: 'Low' as const,
      rate: 0.9,
      volatilityPercent: null,
      impact: { '-10': 100_00, '-5': 50_00, '-1': 10_00, '1': -10_00, '5': -50_00, '10': -100_00 },
    },
  ],
} as unknown as Dashboard;
const rates = { rates: { JPY: 150.25, EUR: 0.9 } } as unknown as FxSnapshot;

describe('dashboard figures in the default currency', () => {
  it('converts base-currency minor units once, to the target minor unit (JPY has none)', () => {
    const shown = inDisplayCurrency(dashboard, 'JPY', rates);
    // $1,000.00 × 150.25 = ¥150,250; $12.34 × 150.25 = ¥1,854.085 → ¥1,854
    expect(shown.baseCurrency).toBe('JPY');
    expect(shown.tiles.fxRiskExposure.value).toBe(150_250);
    expect(shown.tiles.fxRiskExposure.previous).toBe(75_125);
    expect(shown.tiles.fxRiskExposure.valueAtRisk95Minor).toBe(1_854);
    expect(shown.tiles.cashflowRisk.scheduledMinor).toBe(30_050);
    expect(shown.exposures[0]?.impact['-10']).toBe(15_025);
    // Own-currency amounts and non-money tiles are untouched.
    expect(shown.exposures[0]?.amountMinor).toBe(900_00);
    expect(shown.tiles.counterpartyRisk.value).toBe(40);
  });

  it('keeps USD when asked for USD or when no rate is known', () => {
    expect(inDisplayCurrency(dashboard, 'USD', rates)).toBe(dashboard);
    expect(inDisplayCurrency(dashboard, 'GBP', rates)).toBe(dashboard);
    expect(inDisplayCurrency(dashboard, 'GBP', null)).toBe(dashboard);
  });
});
