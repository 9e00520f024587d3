// What the exposure revaluator keeps between ticks (workers/src/fx/live-exposure-cache.ts): which organisations it
// (re)loads, which a tick values, and which it pushes.
import { Market, prepareExposure, type ExposureInputs } from '@tradehub/db/domain';
import type { ExposureReport } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import { ExposureCache } from '../../src/fx/live-exposure-cache.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const TODAY = '2026-03-15';

const inputs = (organisationId: string, currency: string, amountMinor = 25_000_000): ExposureInputs => ({
  organisationId,
  baseCurrency: 'USD',
  marginTolerancePercent: 2,
  payables: [{ currency, amountMinor, day: '2026-04-29', budgetRate: null }],
  hedges: [],
  targets: {},
});
const closes = (anchor: number) =>
  Array.from({ length: 91 }, (_, k) => anchor * (1 + (k % 2 ? 0.003 : -0.003)));
const history = () =>
  new Market({
    ratesPerUsd: { EUR: 0.92, JPY: 150 },
    asOf: NOW.toISOString(),
    dailyCloses: new Map([
      ['EUR', closes(0.92)],
      ['JPY', closes(150)],
    ]),
  });
const at = (base: Market, rates: Record<string, number>) =>
  base.withLiveRates({ rates, asOf: NOW.toISOString() });

function run(cache: ExposureCache, market: Market, now: number) {
  const pushed: [string, ExposureReport][] = [];
  const counts = cache.revalue(market, now, (id, report) => pushed.push([id, report]));
  return { ...counts, ids: pushed.map(([id]) => id).sort(), reports: new Map(pushed) };
}

describe('the exposure cache', () => {
  it('loads an organisation once, again after a change of its inputs or of the day, and drops the unwatched', () => {
    const cache = new ExposureCache();
    expect(cache.watch(['a', 'b'], TODAY)).toEqual(['a', 'b']);
    cache.store(prepareExposure(inputs('a', 'EUR'), NOW));
    cache.store(prepareExposure(inputs('b', 'JPY'), NOW));
    expect(cache.watch(['a', 'b'], TODAY)).toEqual([]);

    cache.invalidate('a');
    // A change of an organisation not held is nothing to reload.
    cache.invalidate('z');
    expect(cache.watch(['a', 'b'], TODAY)).toEqual(['a']);
    // The invalidation is spent once handed out: a change during the load invalidates again.
    expect(cache.watch(['a', 'b'], TODAY)).toEqual([]);

    expect(cache.watch(['a', 'b'], '2026-03-16')).toEqual(['a', 'b']);
    expect(cache.watch(['b'], TODAY)).toEqual([]);
    expect(cache.has('a')).toBe(false);
    expect(cache.size).toBe(1);

    cache.invalidateAll();
    expect(cache.watch(['b', 'c'], TODAY)).toEqual(['b', 'c']);
    cache.forget('c');
    expect(cache.currencies()).toEqual(new Set(['JPY']));
  });

  it('values only organisations holding a currency that moved, all of them on a new history', () => {
    const cache = new ExposureCache();
    cache.watch(['eur', 'jpy'], TODAY);
    cache.store(prepareExposure(inputs('eur', 'EUR'), NOW));
    cache.store(prepareExposure(inputs('jpy', 'JPY'), NOW));
    const base = history();
    let now = NOW.getTime();

    // First valuation: both pushed (nothing pushed before).
    expect(run(cache, at(base, { EUR: 0.92, JPY: 150 }), now)).toMatchObject({ revalued: 2, pushed: 2 });
    // Nothing moved: nobody valued.
    now += 1000;
    expect(run(cache, at(base, { EUR: 0.92, JPY: 150 }), now)).toMatchObject({ revalued: 0, pushed: 0 });
    // EUR moves 3 %: the EUR holder only.
    now += 1000;
    const eurMoved = run(cache, at(base, { EUR: 0.92 * 1.03, JPY: 150 }), now);
    expect(eurMoved).toMatchObject({ revalued: 1, pushed: 1, ids: ['eur'] });
    // JPY moves by less than 0.01 %: valued, not pushed; so is it the next tick, measured from the last push.
    now += 1000;
    expect(run(cache, at(base, { EUR: 0.92 * 1.03, JPY: 150.001 }), now)).toMatchObject({
      revalued: 1,
      pushed: 0,
    });
    now += 1000;
    expect(run(cache, at(base, { EUR: 0.92 * 1.03, JPY: 150.001 }), now)).toMatchObject({
      revalued: 1,
      pushed: 0,
    });
    // A currency disappearing from the rates counts as a move (its holder is now unpriced); the JPY holder is
    // still valued, its rate being off the one it was last pushed at.
    now += 1000;
    const unpriced = run(cache, at(base, { JPY: 150.001 }), now);
    expect(unpriced).toMatchObject({ revalued: 2, pushed: 1, ids: ['eur'] });
    expect(unpriced.reports.get('eur')!.unpricedCurrencies).toEqual(['EUR']);
    // Another history (the minute's reload): everyone is valued again, pushed only if the figures moved.
    now += 1000;
    const reloaded = history();
    expect(run(cache, at(reloaded, { JPY: 150.001 }), now).revalued).toBe(2);
  });

  it('pushes at most one report per organisation every 500 ms, and a reloaded one at its next valuation', () => {
    const cache = new ExposureCache();
    cache.watch(['a'], TODAY);
    cache.store(prepareExposure(inputs('a', 'EUR'), NOW));
    const base = history();
    const now = NOW.getTime();
    expect(run(cache, at(base, { EUR: 0.92 }), now).pushed).toBe(1);
    // 3 % within the half second: held back.
    expect(run(cache, at(base, { EUR: 0.95 }), now + 400)).toMatchObject({ revalued: 0, pushed: 0 });
    // A new bill: reloaded, its push waits for the half second too, then goes whatever the move.
    cache.invalidate('a');
    expect(cache.watch(['a'], TODAY)).toEqual(['a']);
    cache.store(prepareExposure(inputs('a', 'EUR', 30_000_000), NOW));
    expect(run(cache, at(base, { EUR: 0.95 }), now + 450).pushed).toBe(0);
    const next = run(cache, at(base, { EUR: 0.95 }), now + 500);
    expect(next.pushed).toBe(1);
    expect(next.reports.get('a')!.currencies[0]!.payablesMinor).toBe(30_000_000);
  });
});
