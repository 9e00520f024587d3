import { describe, expect, it } from 'vitest';
import { planBackfill, simulatedHistory } from '../../src/fx/backfill.js';
import { FX_ANCHOR_RATES, FX_CURRENCIES } from '../../src/fx/currencies.js';

const now = new Date('2026-03-10T14:37:42.123Z');

describe('the simulated history', () => {
  it('has minute bars for the last 24 hours and hourly bars back to 90 days', () => {
    const plan = planBackfill(now);
    expect(plan.until.toISOString()).toBe('2026-03-10T14:37:00.000Z');
    expect(plan.minutesFrom.toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(plan.from.toISOString()).toBe('2025-12-10T14:00:00.000Z');
    expect(plan.minuteBars).toBe(24 * 60 + 37);
    expect(plan.hourBars).toBe(89 * 24);
    expect(plan.rows).toBe(FX_CURRENCIES.length * (24 * 60 + 37 + 89 * 24));
  });

  it('covers a shorter history (FX_BACKFILL_HOURS) with minute bars alone when it is a day or less', () => {
    const short = planBackfill(now, FX_CURRENCIES.length, 2);
    expect(short.hours).toBe(2);
    expect(short.from.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(short.minutesFrom.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(short.hourBars).toBe(0);
    expect(short.minuteBars).toBe(2 * 60 + 37);
    expect(short.rows).toBe(FX_CURRENCIES.length * (2 * 60 + 37));
    const week = planBackfill(now, FX_CURRENCIES.length, 7 * 24);
    expect(week.minutesFrom.toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(week.hourBars).toBe(6 * 24);
  });

  it('ends at the live walk’s starting rates, and every bar opens where the one before closed', () => {
    const plan = planBackfill(now);
    const rows = [...simulatedHistory(plan, { seed: 9, endRates: FX_ANCHOR_RATES })];
    expect(rows).toHaveLength(plan.rows);

    const euro = rows.filter((row) => row.quote === 'EUR');
    // Newest first.
    expect(euro[0]!.minute.toISOString()).toBe('2026-03-10T14:36:00.000Z');
    expect(euro[0]!.close).toBe(0.921);
    expect(euro.at(-1)!.minute.toISOString()).toBe('2025-12-10T14:00:00.000Z');
    const gaps = euro.slice(1).filter((row, index) => row.close !== euro[index]!.open);
    expect(gaps).toEqual([]);
    const unordered = euro.slice(1).filter((row, index) => row.minute >= euro[index]!.minute);
    expect(unordered).toEqual([]);
    const badRanges = rows.filter(
      (row) => row.high < Math.max(row.open, row.close) || row.low > Math.min(row.open, row.close),
    );
    expect(badRanges).toEqual([]);
    const yen = rows.filter((row) => row.quote === 'JPY').map((row) => row.close);
    expect(Math.min(...yen)).toBeGreaterThan(148.25 * 0.9);
    expect(Math.max(...yen)).toBeLessThan(148.25 * 1.1);
  });

  it('is the same history for the same seed', () => {
    const plan = planBackfill(now);
    const first = [...simulatedHistory(plan, { seed: 9 })].slice(-5);
    const second = [...simulatedHistory(plan, { seed: 9 })].slice(-5);
    expect(first).toEqual(second);
  });
});
