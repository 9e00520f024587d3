import { describe, expect, it } from 'vitest';
import {
  dashboardPath,
  dashboardRanges,
  defaultRange,
  isDashboardRange,
  rangeFromSearch,
  searchWithRange,
} from '../../src/pages/dashboard/risk/dashboardRange';

describe('the dashboard range in the URL', () => {
  it('offers 24h, 7d, 30d and 90d, 7d by default (spec section 9)', () => {
    expect(dashboardRanges).toEqual(['24h', '7d', '30d', '90d']);
    expect(defaultRange).toBe('7d');
  });

  it('reads the range from the query string', () => {
    expect(rangeFromSearch('?range=30d')).toBe('30d');
    expect(rangeFromSearch('range=24h')).toBe('24h');
    expect(rangeFromSearch(new URLSearchParams({ range: '90d', tab: 'x' }))).toBe('90d');
  });

  it('falls back to 7d when the range is missing, empty or unknown', () => {
    expect(rangeFromSearch('')).toBe('7d');
    expect(rangeFromSearch('?range=')).toBe('7d');
    expect(rangeFromSearch('?range=1y')).toBe('7d');
    expect(rangeFromSearch('?range=30D')).toBe('7d');
    expect(rangeFromSearch('?other=30d')).toBe('7d');
  });

  it('takes the first range when one is repeated', () => {
    expect(rangeFromSearch('?range=24h&range=90d')).toBe('24h');
  });

  it('writes the range and keeps the other parameters', () => {
    expect(searchWithRange('?tab=fx', '30d').toString()).toBe('tab=fx&range=30d');
    expect(searchWithRange('?range=7d&tab=fx', '90d').toString()).toBe('range=90d&tab=fx');
    expect(searchWithRange('', '24h').toString()).toBe('range=24h');
  });

  it('round-trips every range', () => {
    for (const range of dashboardRanges) expect(rangeFromSearch(searchWithRange('', range))).toBe(range);
  });

  it('recognises only the listed ranges', () => {
    expect(isDashboardRange('30d')).toBe(true);
    expect(isDashboardRange('1d')).toBe(false);
    expect(isDashboardRange(undefined)).toBe(false);
  });

  it('asks the API for the range', () => {
    expect(dashboardPath('30d')).toBe('/api/dashboard?range=30d');
  });
});
