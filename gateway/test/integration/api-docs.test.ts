// API_DOCS=false (issue 16, item 10): no OpenAPI UI or JSON route, while the document itself is still
// generated for the tests that walk every route (app.swagger()).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

describe('API_DOCS=false', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('api-docs-off', { env: { API_DOCS: 'false' } });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])(
    'answers %s with the JSON 404',
    async (url) => {
      const response = await gateway.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    },
  );

  it('still generates the document in the process', () => {
    const document = gateway.app.swagger() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-in', '/api/profile']),
    );
  });
});
