// The OpenAPI document speaks to machines (issue 27): the API key scheme, each operation's scope (from the
// same table the auth hook enforces), every webhook event with its payload (OpenAPI 3.1 `webhooks`), and a
// Node signature check on /api/docs that works on a real signature.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEBHOOK_EVENT_TYPES } from '@tradehub/contract/constants';
import { signatureHeader } from '@tradehub/db/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_VERIFY_EXAMPLE } from '../../src/plugins/openapi-webhooks.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } }
    >;
  };
}
interface Document {
  openapi: string;
  info: { description: string };
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
}

let gateway: TestGateway;
let document: Document;
beforeAll(async () => {
  gateway = await startTestGateway('api_docs_machines');
  const response = await gateway.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json() as Document;
});
afterAll(() => gateway?.close());

describe('the OpenAPI document for machines', () => {
  it('declares the API key scheme and each operation’s scope', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/payments']!.get!.security).toEqual([
      { session: [] },
      { apiKey: ['payments:read'] },
    ]);
    expect(document.paths['/api/payments']!.post!.security).toEqual([
      { session: [] },
      { apiKey: ['payments:write'] },
    ]);
    expect(document.paths['/api/accounting/export.csv']!.get!.security).toContainEqual({
      apiKey: ['reports:read'],
    });
    // Closed to keys: the session alone.
    for (const [url, method] of [
      ['/api/admin/reviews', 'get'],
      ['/api/developers/keys', 'post'],
      ['/api/developers/webhooks', 'get'],
      ['/api/team/invites', 'post'],
    ] as const)
      expect(document.paths[url]![method]!.security, url).toEqual([{ session: [] }]);
    expect(document.paths['/api/auth/sign-in']!.post!.security).toEqual([]);
  });

  it('documents every webhook event with its payload', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort());
    const body =
      document.webhooks['payment.completed']!.post.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(['id', 'type', 'created_at', 'data']);
    expect(Object.keys(body.properties.data!.properties!)).toEqual(
      expect.arrayContaining(['id', 'amountMinor', 'currency', 'status', 'supplier']),
    );
    expect(document.info.description).toContain('TradeHub-Signature');
  });

  it('shows a Node verification that passes with the endpoint’s secret and fails with another', async () => {
    expect(document.info.description).toContain(NODE_VERIFY_EXAMPLE);
    const dir = mkdtempSync(path.join(tmpdir(), 'verify-example-'));
    try {
      const file = path.join(dir, 'verify.mjs');
      writeFileSync(file, NODE_VERIFY_EXAMPLE);
      const { verifyTradeHub } = (await import(pathToFileURL(file).href)) as {
        verifyTradeHub: (body: string, header: string, secret: string) => boolean;
      };
      const body = JSON.stringify({
        id: 'evt',
        type: 'payment.completed',
        created_at: new Date().toISOString(),
        data: {},
      });
      const header = signatureHeader(['whsec_right'], body, Math.floor(Date.now() / 1000));
      expect(verifyTradeHub(body, header, 'whsec_right')).toBe(true);
      expect(verifyTradeHub(body, header, 'whsec_wrong')).toBe(false);
      expect(verifyTradeHub(`${body} `, header, 'whsec_right')).toBe(false);
      const old = signatureHeader(['whsec_right'], body, Math.floor(Date.now() / 1000) - 3600);
      expect(verifyTradeHub(body, old, 'whsec_right')).toBe(false);
      const rotating = signatureHeader(['whsec_new', 'whsec_right'], body, Math.floor(Date.now() / 1000));
      expect(verifyTradeHub(body, rotating, 'whsec_right')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
