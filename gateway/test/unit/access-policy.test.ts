import { describe, expect, it } from 'vitest';
import { checkAccess, type AccessLevel, type ViewerFacts } from '../../src/auth/access-policy.js';

const viewers: Record<string, ViewerFacts | null> = {
  'signed out': null,
  pending: { status: 'pending', isAdmin: false, readOnly: false },
  rejected: { status: 'rejected', isAdmin: false, readOnly: false },
  demo: { status: 'demo', isAdmin: false, readOnly: true },
  approved: { status: 'approved', isAdmin: false, readOnly: false },
  admin: { status: 'approved', isAdmin: true, readOnly: false },
};

// Spec section 2 and 6: who reaches what. Each row: access level, then the expected status per viewer
// (null = allowed) for a read.
const expectations: Record<AccessLevel, Record<keyof typeof viewers, number | null>> = {
  public: { 'signed out': null, pending: null, rejected: null, demo: null, approved: null, admin: null },
  'signed-in': { 'signed out': 401, pending: null, rejected: null, demo: null, approved: null, admin: null },
  member: { 'signed out': 401, pending: 403, rejected: 403, demo: null, approved: null, admin: null },
  approved: { 'signed out': 401, pending: 403, rejected: 403, demo: 403, approved: null, admin: null },
  admin: { 'signed out': 401, pending: 403, rejected: 403, demo: 403, approved: 403, admin: null },
};

describe('checkAccess', () => {
  for (const [level, row] of Object.entries(expectations)) {
    for (const [viewerName, expected] of Object.entries(row)) {
      it(`${level} route, ${viewerName} viewer → ${expected ?? 'allowed'}`, () => {
        const denial = checkAccess(level as AccessLevel, viewers[viewerName] ?? null, 'GET');
        expect(denial?.statusCode ?? null).toBe(expected);
      });
    }
  }

  it('refuses writes from the read-only demo workspace, unless the route allows them', () => {
    const demo = viewers.demo ?? null;
    expect(checkAccess('member', demo, 'POST')).toMatchObject({ statusCode: 403, code: 'demo_read_only' });
    expect(checkAccess('member', demo, 'DELETE')).toMatchObject({ statusCode: 403, code: 'demo_read_only' });
    expect(checkAccess('signed-in', demo, 'POST', true)).toBeNull();
    expect(checkAccess('member', demo, 'GET')).toBeNull();
  });

  it('explains a pending account', () => {
    expect(checkAccess('member', viewers.pending ?? null, 'GET')?.message).toMatch(/pending approval/);
  });
});
