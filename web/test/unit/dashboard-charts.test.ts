import type { CurrencyExposureRow } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  exposureChartOption,
  hedgedBaseMinor,
  paymentStatusColors,
  paymentsChartOption,
  paymentTotals,
  type PaymentsByStatus,
} from '../../src/pages/dashboard/charts/chartOptions';

const seriesNames = { completed: 'Completed', pending: 'Pending', failed: 'Failed' };

const days: PaymentsByStatus = {
  interval: 'day',
  buckets: [
    { start: '2025-11-19T00:00:00.000Z', completed: 4, pending: 1, failed: 0 },
    { start: '2025-11-20T00:00:00.000Z', completed: 6, pending: 0, failed: 2 },
    { start: '2025-11-21T00:00:00.000Z', completed: 0, pending: 3, failed: 1 },
  ],
};

type Series = { type: string; name: string; stack: string; data: number[]; itemStyle: { color: string } };
type Axis = {
  type: string;
  data: string[];
  axisLabel: { formatter: (value: unknown, index: number) => string };
};

describe('paymentsChartOption', () => {
  const option = paymentsChartOption({ paymentsByStatus: days, locale: 'en-US', seriesNames });
  const series = option.series as Series[];
  const xAxis = option.xAxis as Axis;

  it('stacks one bar series per status, green, gold and red', () => {
    expect(series.map((item) => [item.type, item.name, item.stack])).toEqual([
      ['bar', 'Completed', 'payments'],
      ['bar', 'Pending', 'payments'],
      ['bar', 'Failed', 'payments'],
    ]);
    expect(series.map((item) => item.itemStyle.color)).toEqual([
      paymentStatusColors.completed,
      paymentStatusColors.pending,
      paymentStatusColors.failed,
    ]);
  });

  it('has one bar per bucket with that bucket’s counts', () => {
    expect(series.map((item) => item.data)).toEqual([
      [4, 6, 0],
      [1, 0, 3],
      [0, 2, 1],
    ]);
  });

  it('labels day buckets by their UTC calendar day: short on the axis, full in the tooltip', () => {
    expect(xAxis.type).toBe('category');
    expect(xAxis.data).toEqual(['Nov 19, 2025', 'Nov 20, 2025', 'Nov 21, 2025']);
    expect(xAxis.data.map((value, index) => xAxis.axisLabel.formatter(value, index))).toEqual([
      'Nov 19',
      'Nov 20',
      'Nov 21',
    ]);
  });

  it('has a legend, an axis tooltip and whole-number counts', () => {
    expect(option.legend).toBeDefined();
    expect(option.tooltip).toMatchObject({ trigger: 'axis' });
    expect(option.yAxis).toMatchObject({ type: 'value', minInterval: 1 });
  });

  it('has no bars and no labels without buckets', () => {
    const empty = paymentsChartOption({
      paymentsByStatus: { interval: 'hour', buckets: [] },
      locale: 'en-US',
      seriesNames,
    });
    expect((empty.series as Series[]).map((item) => item.data)).toEqual([[], [], []]);
    expect((empty.xAxis as Axis).data).toEqual([]);
  });

  it('labels hours in the given zone and weeks as a span of days', () => {
    expect(bucketLabel('2025-11-21T14:00:00.000Z', 'hour', 'en-US', 'UTC')).toEqual({
      short: '2:00 PM',
      full: 'Nov 21, 2025, 2:00 PM',
    });
    expect(bucketLabel('2025-11-17T00:00:00.000Z', 'week', 'en-US').full.replace(/\s/gu, ' ')).toBe(
      'Nov 17 – 23, 2025',
    );
    expect(bucketLabel('2025-11-21T00:00:00.000Z', 'day', 'zh-CN').short).toBe('11月21日');
  });

  it('adds the buckets up for the spoken summary', () => {
    expect(paymentTotals(days.buckets)).toEqual({ completed: 10, pending: 4, failed: 3, total: 17 });
    expect(paymentTotals([])).toEqual({ completed: 0, pending: 0, failed: 0, total: 0 });
  });
});

describe('exposureChartOption', () => {
  const row = (
    currency: string,
    baseAmountMinor: number,
    unhedgedBaseMinor: number,
  ): CurrencyExposureRow => ({
    currency,
    amountMinor: baseAmountMinor,
    baseAmountMinor,
    hedgedPercent: 0,
    unhedgedBaseMinor,
    riskLevel: 'Low',
    rate: 1,
    volatilityPercent: null,
    impact: { '-10': 0, '-5': 0, '-1': 0, '1': 0, '5': 0, '10': 0 },
  });
  const option = exposureChartOption({
    exposures: [row('EUR', 27_144_000, 9_500_400), row('CNY', 25_646_000, 17_952_200)],
    baseCurrency: 'USD',
    locale: 'en-US',
    seriesNames: { hedged: 'Hedged', unhedged: 'Unhedged' },
  });

  it('splits each currency into its hedged and unhedged parts, in minor units of the base currency', () => {
    const series = option.series as Series[];
    expect(series.map((item) => [item.name, item.stack, item.data])).toEqual([
      ['Hedged', 'exposure', [17_643_600, 7_693_800]],
      ['Unhedged', 'exposure', [9_500_400, 17_952_200]],
    ]);
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['EUR', 'CNY'] });
  });

  it('formats the axis as compact money and the tooltip as exact money, never a float of minor units', () => {
    const xAxis = option.xAxis as { axisLabel: { formatter: (value: number) => string } };
    expect(xAxis.axisLabel.formatter(20_000_000)).toBe('$200K');
    expect(xAxis.axisLabel.formatter(2.5)).toBe('$0.03');
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(9_500_400)).toBe('$95,004.00');
  });

  it('never draws a negative hedged part', () => {
    expect(hedgedBaseMinor({ baseAmountMinor: 100, unhedgedBaseMinor: 120 })).toBe(0);
  });
});
