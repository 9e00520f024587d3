import type { RiskTile } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import {
  failedSharePercent,
  formatPercent,
  formatTileValue,
  tileGoodDirection,
  tileKeys,
  tileTrend,
} from '../../src/pages/dashboard/risk/tileFormat';

// ICU separates some parts with no-break spaces; compare them as plain spaces.
const plain = (text: string | undefined) => text?.replace(/\s/gu, ' ');

const tile = (overrides: Partial<RiskTile>): RiskTile => ({
  value: 0,
  unit: 'score',
  previous: null,
  level: 'Low',
  explanation: 'formula',
  ...overrides,
});

describe('formatTileValue', () => {
  it('shows a score out of 100, rounded to a whole point', () => {
    expect(formatTileValue(tile({ unit: 'score', value: 62 }), 'USD', 'en-US')).toBe('62 / 100');
    expect(formatTileValue(tile({ unit: 'score', value: 61.6 }), 'USD', 'en-US')).toBe('62 / 100');
  });

  it('shows money from integer minor units in the base currency', () => {
    expect(formatTileValue(tile({ unit: 'money', value: 123456789 }), 'USD', 'en-US')).toBe('$1,234,567.89');
    expect(plain(formatTileValue(tile({ unit: 'money', value: 123456789 }), 'EUR', 'es-ES'))).toBe(
      '1.234.567,89 €',
    );
    expect(formatTileValue(tile({ unit: 'money', value: 14825 }), 'JPY', 'en-US')).toBe('¥14,825');
  });

  it('shows a percentage with at most one decimal, per locale', () => {
    expect(formatTileValue(tile({ unit: 'percent', value: 12.345 }), 'USD', 'en-US')).toBe('12.3%');
    expect(formatTileValue(tile({ unit: 'percent', value: 40 }), 'USD', 'en-US')).toBe('40%');
    expect(plain(formatTileValue(tile({ unit: 'percent', value: 12.5 }), 'USD', 'es-ES'))).toBe('12,5 %');
  });
});

describe('tileTrend', () => {
  it('counts a higher figure as bad and a lower one as good on every tile (they all measure risk)', () => {
    expect(tileKeys).toEqual(['counterpartyRisk', 'fxRiskExposure', 'cashflowRisk', 'marketRisk']);
    for (const key of tileKeys) {
      expect(tileGoodDirection[key]).toBe('down');
      expect(tileTrend(key, tile({ value: 70, previous: 60 }), 'USD', 'en-US')).toMatchObject({
        direction: 'up',
        tone: 'bad',
      });
      expect(tileTrend(key, tile({ value: 50, previous: 60 }), 'USD', 'en-US')).toMatchObject({
        direction: 'down',
        tone: 'good',
      });
    }
  });

  it('signs a score difference in whole points', () => {
    expect(tileTrend('counterpartyRisk', tile({ value: 62, previous: 58 }), 'USD', 'en-US')).toEqual({
      direction: 'up',
      tone: 'bad',
      difference: '+4',
      unit: 'none',
    });
    expect(tileTrend('counterpartyRisk', tile({ value: 55, previous: 58 }), 'USD', 'en-US')?.difference).toBe(
      '-3',
    );
  });

  it('signs a money difference in the base currency', () => {
    const trend = tileTrend(
      'fxRiskExposure',
      tile({ unit: 'money', value: 5_000_000, previous: 5_120_000 }),
      'USD',
      'en-US',
    );
    expect(trend).toEqual({ direction: 'down', tone: 'good', difference: '-$1,200.00', unit: 'none' });
    expect(
      tileTrend('fxRiskExposure', tile({ unit: 'money', value: 150, previous: 100 }), 'EUR', 'en-US')
        ?.difference,
    ).toBe('+€0.50');
  });

  it('gives a percentage difference in percentage points, without float dust', () => {
    const trend = tileTrend(
      'marketRisk',
      tile({ unit: 'percent', value: 12.3, previous: 12.1 }),
      'USD',
      'en-US',
    );
    expect(trend).toEqual({ direction: 'up', tone: 'bad', difference: '+0.2', unit: 'percentagePoints' });
    expect(
      tileTrend('cashflowRisk', tile({ unit: 'percent', value: 8.25, previous: 10 }), 'USD', 'es-ES')
        ?.difference,
    ).toBe('-1,7');
  });

  it('is flat and neutral when the change does not show at the tile precision', () => {
    expect(tileTrend('counterpartyRisk', tile({ value: 62.2, previous: 61.9 }), 'USD', 'en-US')).toEqual({
      direction: 'flat',
      tone: 'neutral',
      difference: '0',
      unit: 'none',
    });
    expect(
      tileTrend('marketRisk', tile({ unit: 'percent', value: 12.31, previous: 12.29 }), 'USD', 'en-US')
        ?.direction,
    ).toBe('flat');
  });

  it('has nothing to say without a previous figure', () => {
    expect(tileTrend('marketRisk', tile({ value: 40, previous: null }), 'USD', 'en-US')).toBeNull();
  });
});

describe('percentages', () => {
  it('formats a percentage and reads the failed share as a fraction', () => {
    expect(formatPercent(97.56, 'en-US')).toBe('97.6%');
    expect(failedSharePercent(0.125)).toBe(12.5);
  });
});
