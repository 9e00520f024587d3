// Clients (k6's http.post with a JSON header, fetch wrappers, SDKs) commonly send
// `content-type: application/json` on every request, body or not. A POST that takes no body must not
// answer 400 `fst_err_ctp_empty_json_body` to that; a route that needs a body still names what is missing,
// and a malformed body is still refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

describe('an empty JSON body', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway('empty-json');
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('opens a demo session when POST /api/auth/demo carries a JSON content type and no body', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.some((cookie) => cookie.name === 'th_session')).toBe(true);
  });

  it('signs out with a JSON content type and no body', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('still answers 400 naming the body where a route needs one', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it('still refuses malformed JSON and a prototype-poisoning body', async () => {
    const malformed = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    const poisoned = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
