// The web's API types (web/src/api/schema.d.ts) are generated from an OpenAPI document built with no
// database or Redis (gateway/src/openapi/offline-document.ts; `npm run api:types`, checked by
// `npm run lint:api-types`). This test proves that document is the one the running app serves: the app's
// other plugins, its live services and its configuration change nothing in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineOpenApiDocument } from '../../src/openapi/offline-document.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

describe('the OpenAPI document generated without live services', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('api-types', { outboxRelay: false });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('is the document the running app serves', async () => {
    await gateway.app.ready();
    const served = await gateway.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.statusCode).toBe(200);
    const offline = await buildOfflineOpenApiDocument();
    expect(served.json()).toEqual(JSON.parse(JSON.stringify(offline)));
    expect(gateway.app.swagger()).toEqual(offline);
  });
});
