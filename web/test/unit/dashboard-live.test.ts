import { describe, expect, it } from 'vitest';
import { withAlert } from '../../src/api/rate-alerts/queries';
import { snapshotFromOverview } from '../../src/pages/dashboard/useDisplayedRates';
import { rateAlertItem as alert } from './support/items';

describe('snapshotFromOverview', () => {
  it("turns the overview's stored rates into a snapshot dated by the newest of them", () => {
    const snapshot = snapshotFromOverview([
      { base: 'USD', quote: 'EUR', rate: 0.921, asOf: '2025-11-20T10:00:00.000Z', source: 'seed' },
      { base: 'USD', quote: 'JPY', rate: 148.25, asOf: '2025-11-20T10:05:00.000Z', source: 'seed' },
    ]);
    expect(snapshot).toEqual({
      base: 'USD',
      source: 'seed',
      asOf: '2025-11-20T10:05:00.000Z',
      publishedAt: Date.parse('2025-11-20T10:05:00.000Z'),
      rates: { EUR: 0.921, JPY: 148.25 },
    });
  });

  it('labels an unknown source as sample rates, and has nothing to show without rates', () => {
    expect(
      snapshotFromOverview([
        { base: 'USD', quote: 'EUR', rate: 0.9, asOf: '2025-11-20T10:00:00.000Z', source: 'manual' },
      ])?.source,
    ).toBe('seed');
    expect(snapshotFromOverview([])).toBeUndefined();
  });
});

describe('withAlert', () => {
  it('updates a listed alert in place (a pushed alert:fired)', () => {
    const next = withAlert([alert('a', 'armed'), alert('b', 'armed')], alert('b', 'fired'));
    expect(next.map((item) => [item.id, item.status])).toEqual([
      ['a', 'armed'],
      ['b', 'fired'],
    ]);
  });

  it('keeps a pushed firing when the answer to the request that set the alert arrives after it', () => {
    const fired = alert('b', 'fired');
    const setAnswer = alert('b', 'armed');
    const next = withAlert(withAlert([alert('a', 'armed')], fired), setAnswer);
    expect(next.map((item) => [item.id, item.status])).toEqual([
      ['b', 'fired'],
      ['a', 'armed'],
    ]);
  });

  it("takes a re-arm's answer over the firing it followed, even when that firing's push arrives last", () => {
    const fired = alert('b', 'fired');
    const rearmed = alert('b', 'armed', { updatedAt: '2025-11-21T12:05:00.000Z' });
    expect(withAlert([fired], rearmed)[0]?.status).toBe('armed');
    expect(withAlert(withAlert([fired], rearmed), fired)[0]?.status).toBe('armed');
  });

  it('puts a new alert first', () => {
    expect(withAlert([alert('a', 'armed')], alert('c', 'armed')).map((item) => item.id)).toEqual(['c', 'a']);
  });
});
