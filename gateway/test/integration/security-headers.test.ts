// Security headers on every response (issue 16, item 4): the API, the web app, 404s and /api/docs carry
// the Content-Security-Policy and its companions; HSTS only over https.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

/** The policy's directives by name. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = cspOf(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'ws://localhost:80']));
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('over http', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('headers-http', {
      env: { SCHEDULING_EMBED_URL: 'https://cal.example.com/team/tradehub?embed=1' },
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it.each([
    ['an API response', '/api/demo/overview', 200],
    ['the web app', '/', 200],
    ['a client-side route of the web app', '/suppliers', 200],
    ['an unknown API path', '/api/nothing-here', 404],
    ['an API error', '/api/profile', 401],
  ])('sets them on %s (%s)', async (_name, url, status) => {
    const response = await gateway.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(response).has('upgrade-insecure-requests')).toBe(false);
  });

  it('sets them on a refused cross-site write', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expectSecurityHeaders(response);
  });

  it('allows framing the booking widget and nothing else', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/' });
    expect(cspOf(response).get('frame-src')).toEqual(["'self'", 'https://cal.example.com']);
  });

  it('never copies a Host header that could add a directive into the policy', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'evil.example; script-src *' },
    });
    expect(cspOf(response).get('script-src')).toEqual(["'self'"]);
    expect(cspOf(response).get('connect-src')).toEqual(["'self'", "'self'"]);
  });

  it("names each request's own Host as the socket's endpoint, however many hosts came before", async () => {
    const connectSrcFor = async (host: string) =>
      cspOf(await gateway.app.inject({ method: 'GET', url: '/health', headers: { host } })).get(
        'connect-src',
      );
    // More hosts than are remembered, then the first again: each answer is its own host's.
    for (let index = 0; index < 70; index += 1) {
      expect(await connectSrcFor(`app${index}.example:8080`)).toContain(`ws://app${index}.example:8080`);
    }
    expect(await connectSrcFor('app0.example:8080')).toEqual([
      "'self'",
      'ws://app0.example:8080',
      'wss://app0.example:8080',
    ]);
  });

  it('serves /api/docs under the policy', async () => {
    const ui = await gateway.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expectSecurityHeaders(ui);
  });
});

describe('over https', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('headers-https', {
      env: {
        APP_URL: 'https://tradehub.example.com',
        AUTH0_DOMAIN: 'tenant.eu.auth0.com',
        AUTH0_CLIENT_ID: 'client',
        AUTH0_AUDIENCE: 'https://api.tradehub.example.com',
      },
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('adds HSTS and upgrade-insecure-requests, and lets the Auth0 SDK reach and frame its tenant', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/' });
    expectSecurityHeaders(response);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = cspOf(response);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toContain('https://tenant.eu.auth0.com');
    expect(csp.get('frame-src')).toContain('https://tenant.eu.auth0.com');
  });
});

describe('HSTS per request', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('headers-proxy', { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('is sent when a trusted proxy says the request came over https, not when anyone else says so', async () => {
    const viaProxy = await gateway.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await gateway.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
