import type { PermissionName, Profile } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import { invitePath } from '../../src/app/paths';
import { auditQuery, emptyAuditFilters } from '../../src/pages/audit/auditLogic';
import { changedFields, settingsMode } from '../../src/pages/settings/settingsLogic';
import { resolveRoute, type RoutingProfileState } from './resolveRoute';
import { canManageTeam, initials, permissionDiff } from '../../src/pages/team/teamLogic';

const signedIn = (status: Profile['status'], isAdmin = false): RoutingProfileState => ({
  status: 'signedIn',
  profile: { status, isAdmin },
});

describe('route guards: /invite/:token', () => {
  const path = invitePath('tok_1234567890');

  it('shows the invitation in the public layout when signed out', async () => {
    expect(await resolveRoute({ status: 'signedOut' }, path)).toEqual({
      kind: 'screen',
      screen: 'invite',
      layout: 'public',
      params: { token: 'tok_1234567890' },
    });
  });

  it.each(['pending', 'rejected'] as const)(
    'shows it in the restricted layout for %s accounts',
    async (status) => {
      expect(await resolveRoute(signedIn(status), path)).toEqual({
        kind: 'screen',
        screen: 'invite',
        layout: 'restricted',
        params: { token: 'tok_1234567890' },
      });
    },
  );

  it.each(['demo', 'approved'] as const)('shows it in the shell for %s accounts', async (status) => {
    for (const isAdmin of [false, true]) {
      expect(await resolveRoute(signedIn(status, isAdmin), path)).toEqual({
        kind: 'screen',
        screen: 'invite',
        layout: 'shell',
        params: { token: 'tok_1234567890' },
      });
    }
  });

  it('decodes the token and waits while the profile loads', async () => {
    expect(await resolveRoute({ status: 'signedOut' }, '/invite/a%20b')).toMatchObject({
      params: { token: 'a b' },
    });
    expect(await resolveRoute({ status: 'loading' }, path)).toEqual({ kind: 'initializing' });
    expect(await resolveRoute({ status: 'signedOut' }, '/invite')).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('route guards: /audit', () => {
  it('sends visitors home', async () => {
    expect(await resolveRoute({ status: 'signedOut' }, '/audit')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('shows approved members the audit screen (the page checks the permission)', async () => {
    expect(await resolveRoute(signedIn('approved'), '/audit')).toEqual({
      kind: 'screen',
      screen: 'audit',
      layout: 'shell',
      params: {},
    });
  });
  it('shows demo accounts Account Under Review', async () => {
    expect(await resolveRoute(signedIn('demo'), '/audit')).toMatchObject({ screen: 'accountUnderReview' });
  });
  it('shows pending and rejected accounts their notice', async () => {
    expect(await resolveRoute(signedIn('pending'), '/audit')).toMatchObject({
      screen: 'accountPending',
      layout: 'bare',
    });
    expect(await resolveRoute(signedIn('rejected'), '/audit')).toMatchObject({
      screen: 'accountDenied',
      layout: 'bare',
    });
  });
});

describe('team permissions', () => {
  const tm: PermissionName = 'Team Management';

  it('diffs permissions in canonical order', () => {
    expect(permissionDiff(['Audit Logs', tm], ['Payment Approval', 'Supplier Management', tm])).toEqual({
      added: ['Supplier Management', 'Payment Approval'],
      removed: ['Audit Logs'],
      changed: true,
    });
    expect(permissionDiff([tm], [tm]).changed).toBe(false);
  });

  it('lets only writable Team Management holders manage', () => {
    expect(canManageTeam({ permissions: [tm], readOnly: false })).toBe(true);
    expect(canManageTeam({ permissions: [tm], readOnly: true })).toBe(false);
    expect(canManageTeam({ permissions: ['Audit Logs'], readOnly: false })).toBe(false);
  });

  it('makes avatar initials', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('cher')).toBe('C');
    expect(initials('  ')).toBe('?');
  });
});

describe('settings form', () => {
  it('is editable only for approved, non-demo, writable accounts', () => {
    expect(settingsMode({ status: 'approved', demoMode: false, readOnly: false })).toBe('editable');
    expect(settingsMode({ status: 'approved', demoMode: true, readOnly: false })).toBe('demo');
    expect(settingsMode({ status: 'approved', demoMode: false, readOnly: true })).toBe('demo');
    expect(settingsMode({ status: 'demo', demoMode: false, readOnly: false })).toBe('demo');
    expect(settingsMode({ status: 'pending', demoMode: false, readOnly: false })).toBe('demo');
    expect(settingsMode({ status: 'rejected', demoMode: false, readOnly: false })).toBe('demo');
  });

  it('sends only changed fields', () => {
    const current = { fullName: 'A', email: 'a@x.io', companyName: 'X' };
    expect(changedFields(current, { fullName: 'A', email: 'b@x.io', companyName: 'X' })).toEqual({
      email: 'b@x.io',
    });
    expect(changedFields(current, { ...current })).toBeUndefined();
  });
});

describe('audit helpers', () => {
  it('builds the query without blank filters', () => {
    expect(
      auditQuery(
        { ...emptyAuditFilters, action: ' member.updated ', from: '2024-01-01' },
        { page: 2, pageSize: 25 },
      ),
    ).toBe('action=member.updated&from=2024-01-01&page=2&pageSize=25');
    expect(auditQuery(emptyAuditFilters)).toBe('');
  });
});
