import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLevel } from '../../src/auth/access-policy.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

/*
 * Every API route, called by every kind of visitor (spec sections 2, 4 and 6). The table pins each
 * route's access level: a new route fails this test until it is classified here.
 */
const ROUTE_ACCESS: Record<string, AccessLevel> = {
  'GET /api/config': 'public',
  'GET /api/demo/overview': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/demo': 'public',
  'POST /api/auth/sign-out': 'signed-in',
  'GET /api/profile': 'signed-in',
  'GET /api/workspace/overview': 'member',
  'GET /api/dashboard': 'member',
  'GET /api/notifications': 'member',
  'POST /api/notifications/read-all': 'member',
  'GET /api/activities': 'member',
  'GET /api/fx/latest': 'member',
  'GET /api/fx/history': 'member',
  'GET /api/fx/alerts': 'member',
  'POST /api/fx/alerts': 'member',
  'POST /api/fx/alerts/:alertId/rearm': 'member',
  'DELETE /api/fx/alerts/:alertId': 'member',
  'POST /api/fx/trades/quote': 'approved',
  'POST /api/fx/trades': 'approved',
  'GET /api/fx/trades': 'approved',
  'GET /api/fx/exposures': 'approved',
  'GET /api/fx/exposures/:currency': 'approved',
  'PUT /api/fx/exposures/:currency/target': 'approved',
  'POST /api/reports': 'member',
  'GET /api/reports': 'member',
  'GET /api/reports/:reportId': 'member',
  'POST /api/reports/:reportId/retry': 'member',
  'GET /api/reports/:reportId/files/:format': 'member',
  'GET /api/suppliers': 'signed-in',
  'POST /api/suppliers': 'signed-in',
  'GET /api/suppliers/:supplierId': 'signed-in',
  'POST /api/suppliers/:supplierId/verify': 'approved',
  'POST /api/suppliers/:supplierId/reject': 'approved',
  'GET /api/suppliers/:supplierId/documents': 'signed-in',
  'POST /api/suppliers/:supplierId/documents': 'signed-in',
  'GET /api/suppliers/:supplierId/documents/:documentId/file': 'signed-in',
  'DELETE /api/suppliers/:supplierId/documents/:documentId': 'signed-in',
  'GET /api/payments': 'approved',
  'POST /api/payments': 'approved',
  'POST /api/payments/quote': 'approved',
  'GET /api/payments/export.csv': 'approved',
  'GET /api/payments/settings': 'approved',
  'GET /api/payments/:paymentId': 'approved',
  'POST /api/payments/:paymentId/approve': 'approved',
  'POST /api/payments/:paymentId/reject': 'approved',
  'POST /api/payments/batches/validate': 'approved',
  'POST /api/payments/batches': 'approved',
  'GET /api/payments/batches': 'approved',
  'GET /api/payments/batches/template.csv': 'approved',
  'GET /api/payments/batches/:batchId': 'approved',
  'GET /api/payments/batches/:batchId/result.csv': 'approved',
  'POST /api/payments/batches/:batchId/approve': 'approved',
  'POST /api/payments/batches/:batchId/reject': 'approved',
  'POST /api/payment-requests': 'approved',
  'GET /api/payment-requests': 'approved',
  'GET /api/payment-methods': 'approved',
  'POST /api/payment-methods/:methodId/connect': 'approved',
  'POST /api/suppliers/:supplierId/screen': 'signed-in',
  'GET /api/suppliers/:supplierId/screening-hits': 'signed-in',
  'POST /api/suppliers/:supplierId/screening-hits/:hitId/dismiss': 'approved',
  'GET /api/settings': 'signed-in',
  'PATCH /api/settings': 'approved',
  'POST /api/settings/password': 'approved',
  'GET /api/audit': 'approved',
  'GET /api/audit/export.csv': 'approved',
  'GET /api/team': 'approved',
  'GET /api/team/policies': 'approved',
  'PUT /api/team/policies': 'approved',
  'POST /api/team/invites': 'approved',
  'DELETE /api/team/invites/:inviteId': 'approved',
  'GET /api/team/invites/preview': 'public',
  'POST /api/team/invites/accept': 'signed-in',
  'PATCH /api/team/members/:memberId': 'approved',
  'DELETE /api/team/members/:memberId': 'approved',
  'GET /api/admin/accounts': 'admin',
  'POST /api/admin/accounts/:accountId/approve': 'admin',
  'POST /api/admin/accounts/:accountId/reject': 'admin',
  'GET /api/admin/organisations': 'admin',
  'PATCH /api/admin/organisations/:organisationId': 'admin',
  'GET /api/ai/conversation': 'member',
  'POST /api/ai/messages': 'member',
  'DELETE /api/ai/conversation': 'member',
};

/** Writes the read-only demo session may make: its visitors may ask the assistant. */
const DEMO_MAY_WRITE = new Set(['POST /api/ai/messages', 'DELETE /api/ai/conversation']);

const STATES = ['signed out', 'pending', 'rejected', 'demo', 'approved', 'admin'] as const;
type State = (typeof STATES)[number];

const ALLOWED: Record<AccessLevel, State[]> = {
  public: [...STATES],
  'signed-in': ['pending', 'rejected', 'demo', 'approved', 'admin'],
  member: ['demo', 'approved', 'admin'],
  approved: ['approved', 'admin'],
  admin: ['admin'],
};

let gateway: TestGateway;
const cookies: Partial<Record<State, string>> = {};

beforeAll(async () => {
  gateway = await startTestGateway('matrix');
  for (const state of ['pending', 'rejected', 'approved', 'admin'] as const) {
    const { email } = await gateway.createAccount(state);
    cookies[state] = await gateway.signIn(email);
  }
  const demo = await gateway.app.inject({ method: 'POST', url: '/api/auth/demo' });
  cookies.demo = `th_session=${demo.cookies.find((entry) => entry.name === 'th_session')?.value}`;
});
afterAll(() => gateway?.close());

describe('API access matrix', () => {
  it('classifies every API route', () => {
    const registered = gateway.app.routeAccessRules.map((rule) => `${rule.method} ${rule.url}`).sort();
    expect(registered).toEqual(Object.keys(ROUTE_ACCESS).sort());
    for (const rule of gateway.app.routeAccessRules) {
      expect(rule.access, `${rule.method} ${rule.url}`).toBe(ROUTE_ACCESS[`${rule.method} ${rule.url}`]);
    }
  });

  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    const [method, path] = route.split(' ') as [string, string];
    if (route === 'POST /api/auth/sign-out') continue; // ends the session: covered in accounts.test.ts
    for (const state of STATES) {
      it(`${route} as ${state}`, async () => {
        const cookie = cookies[state];
        const response = await gateway.app.inject({
          method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: path
            .replace(':accountId', 'no-such-account')
            .replace(':alertId', 'no-such-alert')
            .replace(':reportId', 'no-such-report')
            .replace(':format', 'pdf')
            .replace(':supplierId', 'no-such-supplier')
            .replace(':documentId', 'no-such-document')
            .replace(':currency', 'EUR')
            .replace(':paymentId', 'no-such-payment')
            .replace(':batchId', 'no-such-batch')
            .replace(':methodId', 'no-such-method')
            .replace(':memberId', 'no-such-member')
            .replace(':inviteId', 'no-such-invite')
            .replace(':organisationId', 'no-such-organisation'),
          headers: cookie ? { cookie } : {},
          ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}),
        });
        const allowed = ALLOWED[access].includes(state);
        const demoWrite =
          state === 'demo' && method !== 'GET' && access !== 'public' && !DEMO_MAY_WRITE.has(route);
        if (!allowed) expect(response.statusCode).toBe(state === 'signed out' ? 401 : 403);
        else if (demoWrite) expect(response.json()).toMatchObject({ error: { code: 'demo_read_only' } });
        else expect([401, 403]).not.toContain(response.statusCode);
      });
    }
  }
});
