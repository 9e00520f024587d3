import { describe, expect, it } from 'vitest';
import { buildSearchResults, type SearchSources } from '../../src/components/shell/searchResults';

const sources: SearchSources = {
  suppliers: [
    {
      id: 's1',
      name: 'Shenzhen Precision Electronics',
      location: 'Shenzhen, China',
      category: 'Electronics',
      status: 'verified',
      riskScore: 'Low',
    },
    {
      id: 's2',
      name: 'Bayern Industrietechnik GmbH',
      location: 'Munich, Germany',
      category: 'Machinery',
      status: 'pending',
      riskScore: 'Medium',
    },
    {
      id: 's3',
      name: 'Saigon Textile Export',
      location: 'Ho Chi Minh City, Vietnam',
      category: 'Textiles',
      status: 'rejected',
      riskScore: 'High',
    },
  ],
  transactions: [
    {
      id: 't1',
      supplierName: 'Bayern Industrietechnik GmbH',
      amountMinor: 100,
      currency: 'USD',
      status: 'completed',
      method: 'ACH',
      date: '2025-11-01T00:00:00.000Z',
    },
  ],
  commands: [
    { path: '/', label: 'Dashboard' },
    { path: '/payments', label: 'Payments' },
    { path: '/settings', label: 'Settings' },
  ],
};

describe('buildSearchResults', () => {
  it('offers nothing for an empty query', () => {
    expect(buildSearchResults('  ', sources)).toEqual({ suppliers: [], transactions: [], commands: [] });
  });

  it('matches suppliers by name, location or category, ignoring case', () => {
    expect(buildSearchResults('SHENZHEN', sources).suppliers.map((s) => s.id)).toEqual(['s1']);
    expect(buildSearchResults('germany', sources).suppliers.map((s) => s.id)).toEqual(['s2']);
    expect(buildSearchResults('textiles', sources).suppliers.map((s) => s.id)).toEqual(['s3']);
  });

  it('matches payments by supplier name', () => {
    const results = buildSearchResults('bayern', sources);
    expect(results.suppliers.map((s) => s.id)).toEqual(['s2']);
    expect(results.transactions.map((t) => t.id)).toEqual(['t1']);
  });

  it("lists every command for '/' and filters them by what follows", () => {
    expect(buildSearchResults('/', sources).commands).toHaveLength(3);
    expect(buildSearchResults('/pay', sources)).toEqual({
      suppliers: [],
      transactions: [],
      commands: [{ path: '/payments', label: 'Payments' }],
    });
  });

  it('finds nothing for text that matches nothing', () => {
    expect(buildSearchResults('zzz', sources)).toEqual({ suppliers: [], transactions: [], commands: [] });
  });
});
