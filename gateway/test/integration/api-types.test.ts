// The web client's API types (web/src/api/schema.d.ts) are generated from the gateway's OpenAPI document, so a
// wrong path, query or body in the web code does not compile. This test fails when a route changed and the file
// was not regenerated; `npm run api:types` rewrites it (this test with UPDATE_API_TYPES=1).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const schemaFile = path.resolve(fileURLToPath(import.meta.url), '../../../../web/src/api/schema.d.ts');
const header =
  '// Generated from the gateway OpenAPI document by `npm run api:types`\n' +
  '// (gateway/test/integration/api-types.test.ts). Do not edit by hand.\n\n';

describe('the web client API types', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('api-types', { outboxRelay: false });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('match the OpenAPI document the routes generate', async () => {
    await gateway.app.ready();
    const document = gateway.app.swagger() as Parameters<typeof openapiTS>[0];
    const generated = header + astToString(await openapiTS(document, { alphabetize: true }));
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(schemaFile, generated);
    const committed = readFileSync(schemaFile, 'utf8');
    expect(committed, 'web/src/api/schema.d.ts is out of date: run `npm run api:types`').toBe(generated);
  });
});
