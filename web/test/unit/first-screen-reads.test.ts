import { describe, expect, it } from 'vitest';
import { firstScreenReads } from '../../src/app/routing/firstScreenData';

describe("the first screen's early reads", () => {
  it("asks for the shell's data and the dashboard's for the range in the URL", () => {
    expect(firstScreenReads('shell', 'dashboard', '?range=30d')).toEqual([
      '/api/workspace/overview',
      '/api/notifications?limit=100',
      '/api/dashboard?range=30d',
      '/api/reports',
      '/api/activities?limit=5',
    ]);
    expect(firstScreenReads('shell', 'dashboard', '')).toContain('/api/dashboard?range=7d');
  });

  it("asks for only the shell's data on another signed-in screen, and nothing on a public one", () => {
    expect(firstScreenReads('shell', 'payments', '')).toEqual([
      '/api/workspace/overview',
      '/api/notifications?limit=100',
    ]);
    expect(firstScreenReads('public', 'landing', '')).toEqual([]);
    expect(firstScreenReads('restricted', 'accountPending', '')).toEqual([]);
  });
});
