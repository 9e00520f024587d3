// New Trade addressed by URL (issue 25 item 4): the link "Hedge this" and the margin guard's alert build
// (the contract's hedgeTradePath) opens New Trade as a forward with the gap's currency, amount and value date;
// what does not read as it should is left out rather than guessed. The maturity chart's figures, and a
// pushed revaluation winning over a slower fetch of the report.
import { hedgeTradePath } from '@tradehub/contract/constants';
import { describe, expect, it } from 'vitest';
import { bucketChartOption, matchedHedgeMinor } from '../../src/pages/fx/bucketChart';
import { tradeFromParams, tradeParams } from '../../src/pages/fx/tradePrefill';

const paramsOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('the hedge link and New Trade prefill', () => {
  it('round-trips a gap as a forward of its amount in decimal units, at its value date', () => {
    const path = hedgeTradePath({ currency: 'EUR', amountMinor: 15_000_050, valueDate: '2027-01-15' });
    expect(path).toBe('/fx-management?trade=forward&currency=EUR&amountMinor=15000050&valueDate=2027-01-15');
    expect(tradeFromParams(paramsOf(path))).toEqual({
      kind: 'forward',
      currency: 'EUR',
      amount: '150000.50',
      valueDate: '2027-01-15',
    });
    // Minor units are the currency's own: yen have none, dinars three.
    expect(
      tradeFromParams(
        paramsOf(hedgeTradePath({ currency: 'JPY', amountMinor: 1_500_000, valueDate: '2027-01-15' })),
      )?.amount,
    ).toBe('1500000');
    expect(
      tradeFromParams(
        paramsOf(hedgeTradePath({ currency: 'KWD', amountMinor: 1234, valueDate: '2027-01-15' })),
      )?.amount,
    ).toBe('1.234');
  });

  it('opens blank on ?newTrade=1 and not at all without a trade parameter', () => {
    expect(tradeFromParams(new URLSearchParams('newTrade=1'))).toEqual({});
    expect(tradeFromParams(new URLSearchParams('currency=EUR&amountMinor=100'))).toBeNull();
    expect(tradeFromParams(new URLSearchParams('trade=swap&currency=EUR'))).toBeNull();
    expect(tradeFromParams(new URLSearchParams('trade=spot'))).toEqual({ kind: 'spot' });
  });

  it('leaves out what does not read as it should', () => {
    const read = (query: string) => tradeFromParams(new URLSearchParams(`trade=forward&${query}`));
    expect(read('currency=XYZ&amountMinor=100&valueDate=2027-02-30')).toEqual({ kind: 'forward' });
    // The base currency is not bought against itself; an amount needs its currency.
    expect(read('currency=USD&amountMinor=100')).toEqual({ kind: 'forward' });
    expect(read('amountMinor=100&valueDate=2027-01-15')).toEqual({
      kind: 'forward',
      valueDate: '2027-01-15',
    });
    expect(read('currency=eur&amountMinor=-5')).toEqual({ kind: 'forward', currency: 'EUR' });
    expect(read('currency=EUR&amountMinor=1.5')).toEqual({ kind: 'forward', currency: 'EUR' });
    expect(read('currency=EUR&amountMinor=0')).toEqual({ kind: 'forward', currency: 'EUR' });
    expect(read('currency=EUR&amountMinor=9999999999999999')).toEqual({ kind: 'forward', currency: 'EUR' });
  });

  it('drops every trade parameter together when the drawer closes', () => {
    expect([...tradeParams]).toEqual(['newTrade', 'trade', 'currency', 'amountMinor', 'valueDate']);
  });
});

describe('the maturity chart', () => {
  const bucket = (name: 'd0_30' | 'd31_90', payablesMinor: number, hedgedMinor: number) => ({
    bucket: name,
    payablesMinor,
    hedgedMinor,
    hedgedPercent: 0,
    unhedgedMinor: Math.max(0, payablesMinor - hedgedMinor),
    targetMinor: payablesMinor,
    gapMinor: Math.max(0, payablesMinor - hedgedMinor),
    latestDueDate: null,
    hedgeValueDate: null,
  });

  it('stacks the hedged part (never beyond the payables) on the open part, per bucket', () => {
    const buckets = [bucket('d0_30', 10_000_00, 25_000_00), bucket('d31_90', 250_000_00, 100_000_00)];
    expect(buckets.map(matchedHedgeMinor)).toEqual([10_000_00, 100_000_00]);
    const option = bucketChartOption({
      buckets,
      currency: 'EUR',
      locale: 'en-US',
      labels: ['≤ 30 d', '31–90 d'],
      seriesNames: { hedged: 'Hedged', unhedged: 'Unhedged' },
    });
    const series = option.series as { name: string; stack: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['Hedged', 'maturity', [10_000_00, 100_000_00]],
      ['Unhedged', 'maturity', [0, 150_000_00]],
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['≤ 30 d', '31–90 d']);
  });
});
