import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, type ApiScopeArea } from '@tradehub/contract/constants';
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
  'PUT /api/profile/organisation': 'signed-in',
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
  'GET /api/fx/exposure': 'member',
  'GET /api/fx/exposures/:currency': 'approved',
  'PUT /api/fx/exposures/:currency/target': 'approved',
  'GET /api/fx/settings': 'approved',
  'PUT /api/fx/settings': 'approved',
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
  'GET /api/bills': 'approved',
  'POST /api/bills': 'approved',
  'POST /api/bills/import': 'approved',
  'POST /api/bills/from-payment-request': 'approved',
  'GET /api/bills/:billId': 'approved',
  'POST /api/bills/:billId/cancel': 'approved',
  'PUT /api/bills/:billId/document': 'approved',
  'POST /api/payment-requests': 'approved',
  'GET /api/payment-requests': 'approved',
  'GET /api/payment-requests/by-reference/:reference': 'public',
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
  'POST /api/team/policies/changes/:changeId/approve': 'approved',
  'POST /api/team/policies/changes/:changeId/reject': 'approved',
  'POST /api/team/policies/changes/:changeId/cancel': 'approved',
  'POST /api/team/invites': 'approved',
  'DELETE /api/team/invites/:inviteId': 'approved',
  'GET /api/team/invites/preview': 'public',
  'POST /api/team/invites/accept': 'signed-in',
  'PATCH /api/team/members/:memberId': 'approved',
  'DELETE /api/team/members/:memberId': 'approved',
  'POST /api/team/ownership': 'approved',
  'GET /api/admin/reviews': 'admin',
  'POST /api/admin/reviews/:organisationId/approve': 'admin',
  'POST /api/admin/reviews/:organisationId/reject': 'admin',
  'GET /api/admin/organisations': 'admin',
  'PATCH /api/admin/organisations/:organisationId': 'admin',
  'GET /api/ai/conversation': 'member',
  'POST /api/ai/messages': 'member',
  'DELETE /api/ai/conversation': 'member',
  'GET /api/developers/keys': 'approved',
  'POST /api/developers/keys': 'approved',
  'DELETE /api/developers/keys/:keyId': 'approved',
  'GET /api/developers/webhooks': 'approved',
  'POST /api/developers/webhooks': 'approved',
  'PATCH /api/developers/webhooks/:endpointId': 'approved',
  'DELETE /api/developers/webhooks/:endpointId': 'approved',
  'POST /api/developers/webhooks/:endpointId/rotate-secret': 'approved',
  'POST /api/developers/webhooks/:endpointId/test': 'approved',
  'GET /api/developers/webhooks/:endpointId/deliveries': 'approved',
  'POST /api/developers/webhooks/:endpointId/deliveries/:deliveryId/resend': 'approved',
  'GET /api/accounting/export.csv': 'approved',
  'GET /api/accounting/export.xlsx': 'approved',
};

/**
 * The routes an API key may call, with the scope area they need (read scope for GET, write scope for the
 * rest); every other route is closed to keys (403), whatever their scopes (auth/api-key-scopes.ts).
 */
const KEY_AREAS: Record<string, ApiScopeArea> = {
  'GET /api/workspace/overview': 'risk',
  'GET /api/dashboard': 'risk',
  'GET /api/fx/latest': 'fx',
  'GET /api/fx/history': 'fx',
  'GET /api/fx/alerts': 'fx',
  'POST /api/fx/alerts': 'fx',
  'POST /api/fx/alerts/:alertId/rearm': 'fx',
  'DELETE /api/fx/alerts/:alertId': 'fx',
  'POST /api/fx/trades/quote': 'fx',
  'POST /api/fx/trades': 'fx',
  'GET /api/fx/trades': 'fx',
  'GET /api/fx/exposure': 'fx',
  'GET /api/fx/exposures/:currency': 'fx',
  'PUT /api/fx/exposures/:currency/target': 'fx',
  'GET /api/fx/settings': 'fx',
  'POST /api/reports': 'reports',
  'GET /api/reports': 'reports',
  'GET /api/reports/:reportId': 'reports',
  'POST /api/reports/:reportId/retry': 'reports',
  'GET /api/reports/:reportId/files/:format': 'reports',
  'GET /api/suppliers': 'suppliers',
  'POST /api/suppliers': 'suppliers',
  'GET /api/suppliers/:supplierId': 'suppliers',
  'POST /api/suppliers/:supplierId/verify': 'suppliers',
  'POST /api/suppliers/:supplierId/reject': 'suppliers',
  'GET /api/suppliers/:supplierId/documents': 'suppliers',
  'POST /api/suppliers/:supplierId/documents': 'suppliers',
  'GET /api/suppliers/:supplierId/documents/:documentId/file': 'suppliers',
  'DELETE /api/suppliers/:supplierId/documents/:documentId': 'suppliers',
  'GET /api/payments': 'payments',
  'POST /api/payments': 'payments',
  'POST /api/payments/quote': 'payments',
  'GET /api/payments/export.csv': 'payments',
  'GET /api/payments/settings': 'payments',
  'GET /api/payments/:paymentId': 'payments',
  'POST /api/payments/:paymentId/approve': 'payments',
  'POST /api/payments/:paymentId/reject': 'payments',
  'POST /api/payments/batches/validate': 'payments',
  'POST /api/payments/batches': 'payments',
  'GET /api/payments/batches': 'payments',
  'GET /api/payments/batches/template.csv': 'payments',
  'GET /api/payments/batches/:batchId': 'payments',
  'GET /api/payments/batches/:batchId/result.csv': 'payments',
  'POST /api/payments/batches/:batchId/approve': 'payments',
  'POST /api/payments/batches/:batchId/reject': 'payments',
  'POST /api/payment-requests': 'payments',
  'GET /api/payment-requests': 'payments',
  'GET /api/payment-methods': 'payments',
  'POST /api/payment-methods/:methodId/connect': 'payments',
  'POST /api/suppliers/:supplierId/screen': 'compliance',
  'GET /api/suppliers/:supplierId/screening-hits': 'compliance',
  'POST /api/suppliers/:supplierId/screening-hits/:hitId/dismiss': 'compliance',
  'GET /api/audit': 'audit',
  'GET /api/audit/export.csv': 'audit',
  'GET /api/team': 'team',
  'GET /api/team/policies': 'team',
  'GET /api/accounting/export.csv': 'reports',
  'GET /api/accounting/export.xlsx': 'reports',
};

/** Writes the read-only demo session may make: its visitors may ask the assistant. */
const DEMO_MAY_WRITE = new Set(['POST /api/ai/messages', 'DELETE /api/ai/conversation']);

const STATES = ['signed out', 'pending', 'rejected', 'demo', 'approved', 'admin'] as const;
/** API keys of an approved organisation: every scope, and every read scope only. */
const KEY_STATES = ['key with every scope', 'read-only key'] as const;
type KeyState = (typeof KEY_STATES)[number];
const keys: Partial<Record<KeyState, string>> = {};
type State = (typeof STATES)[number];

const ALLOWED: Record<AccessLevel, State[]> = {
  public: [...STATES],
  'signed-in': ['pending', 'rejected', 'demo', 'approved', 'admin'],
  member: ['demo', 'approved', 'admin'],
  approved: ['approved', 'admin'],
  admin: ['admin'],
};

/** A route's path with each parameter filled with a well-formed id of nothing. */
const concretePath = (path: string) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === 'format' ? 'pdf' : name === 'currency' ? 'EUR' : `no-such-${name.toLowerCase()}`,
  );

let gateway: TestGateway;
const cookies: Partial<Record<State, string>> = {};

beforeAll(async () => {
  gateway = await startTestGateway('matrix');
  for (const state of ['pending', 'rejected', 'approved', 'admin'] as const) {
    const { email } = await gateway.createAccount(state);
    cookies[state] = await gateway.signIn(email);
  }
  for (const [state, scopes] of [
    ['key with every scope', API_SCOPES],
    ['read-only key', API_SCOPES.filter((scope) => scope.endsWith(':read'))],
  ] as const) {
    const created = await gateway.app.inject({
      method: 'POST',
      url: '/api/developers/keys',
      headers: { cookie: cookies.approved! },
      payload: { name: state, scopes },
    });
    keys[state] = (created.json() as { secret: string }).secret;
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
      expect(rule.apiKeyArea, `${rule.method} ${rule.url}`).toBe(
        KEY_AREAS[`${rule.method} ${rule.url}`] ?? null,
      );
    }
  });

  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    const [method, path] = route.split(' ') as [string, string];
    if (route === 'POST /api/auth/sign-out') continue; // ends the session: covered in accounts.test.ts
    for (const state of KEY_STATES) {
      it(`${route} as an API key (${state})`, async () => {
        const response = await gateway.app.inject({
          method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: concretePath(path),
          headers: { authorization: `Bearer ${keys[state]}` },
          ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}),
        });
        const area = KEY_AREAS[route];
        const mayCall =
          access === 'public' ||
          (area !== undefined &&
            access !== 'admin' &&
            (state === 'key with every scope' || method === 'GET'));
        if (mayCall) expect([401, 403], response.body).not.toContain(response.statusCode);
        else expect(response.statusCode, response.body).toBe(403);
      });
    }
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
            .replace(':changeId', 'no-such-change')
            .replace(':keyId', 'no-such-key')
            .replace(':endpointId', 'no-such-endpoint')
            .replace(':deliveryId', 'no-such-delivery')
            .replace(':hitId', 'no-such-hit')
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
