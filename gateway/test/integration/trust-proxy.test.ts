// Client addresses come from trusted proxies only (issue 16, item 5). The sign-in limit per client address
// (30 attempts per 15 minutes by default) shows which address the gateway believes: a client that sends a
// new X-Forwarded-For with every attempt must still run into it, unless a trusted proxy sent the header.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const PER_IP_LIMIT = 30;

/** Sign-in attempts (unknown accounts, so the per-account limit never bites); the status of each. */
async function signInAttempts(
  gateway: TestGateway,
  count: number,
  request: (attempt: number) => { remoteAddress: string; forwardedFor?: string },
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const { remoteAddress, forwardedFor } = request(attempt);
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'whatever123' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** 198.51.100.<n>: a different made-up client address for every attempt. */
const spoofed = (attempt: number) => `198.51.100.${attempt + 1}`;

describe('TRUST_PROXY unset, in production', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // Production used to trust every peer's X-Forwarded-For.
    // (Production needs a mail server; this gateway runs no workers, so nothing is sent to it.)
    gateway = await startTestGateway('trust-proxy-none', {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('ignores X-Forwarded-For: a client naming a new address each time is still limited by its own', async () => {
    const statuses = await signInAttempts(gateway, PER_IP_LIMIT + 1, (attempt) => ({
      remoteAddress: '203.0.113.7',
      forwardedFor: spoofed(attempt),
    }));
    expect(statuses.slice(0, PER_IP_LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses[PER_IP_LIMIT]).toBe(429);
  });
});

describe('TRUST_PROXY=127.0.0.1', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('trust-proxy-list', { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('takes the client address from the trusted proxy: many clients behind it are limited each on their own', async () => {
    const statuses = await signInAttempts(gateway, PER_IP_LIMIT + 5, (attempt) => ({
      remoteAddress: '127.0.0.1',
      forwardedFor: spoofed(attempt),
    }));
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('limits one client behind the proxy by its forwarded address', async () => {
    const statuses = await signInAttempts(gateway, PER_IP_LIMIT + 1, () => ({
      remoteAddress: '127.0.0.1',
      forwardedFor: '192.0.2.50',
    }));
    expect(statuses[PER_IP_LIMIT]).toBe(429);
  });

  it('still ignores X-Forwarded-For from any other peer', async () => {
    const statuses = await signInAttempts(gateway, PER_IP_LIMIT + 1, (attempt) => ({
      remoteAddress: '203.0.113.8',
      forwardedFor: spoofed(attempt),
    }));
    expect(statuses[PER_IP_LIMIT]).toBe(429);
  });
});
