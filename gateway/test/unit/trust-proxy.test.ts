// TRUST_PROXY as Fastify sees it: which address request.ip becomes for each setting.
import { loadConfig } from '@tradehub/db/config';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from '../../src/trust-proxy.js';

/** request.ip for a request from `remoteAddress` carrying `forwardedFor`, under TRUST_PROXY=`setting`. */
async function clientAddress(setting: string | undefined, remoteAddress: string, forwardedFor: string) {
  const config = loadConfig(setting === undefined ? {} : { TRUST_PROXY: setting });
  // A throwaway app of the test's own: production has no route that echoes the address.
  const app = Fastify({ trustProxy: trustProxyOption(config.trustProxy) });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.body;
}

describe('trustProxyOption', () => {
  it('trusts nobody by default: the peer is the client', async () => {
    expect(await clientAddress(undefined, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('with a hop count, takes the address the nearest proxy saw and ignores what the client wrote before it', async () => {
    expect(await clientAddress('1', '10.0.0.2', 'spoofed-by-client, 198.51.100.1')).toBe('198.51.100.1');
    expect(await clientAddress('2', '10.0.0.2', '198.51.100.9, 198.51.100.1, 10.0.0.3')).toBe('198.51.100.1');
  });

  it('with addresses and CIDRs, believes only those peers', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(await clientAddress('10.0.0.0/8', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await clientAddress('loopback, 10.0.0.0/8', '127.0.0.1', '198.51.100.1, 10.0.0.9')).toBe(
      '198.51.100.1',
    );
  });
});
