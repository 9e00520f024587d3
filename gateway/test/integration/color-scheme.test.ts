// Account Settings → Appearance (issue 18, item 7): light, dark or the device's setting, kept in the
// profile so every device the person signs in on applies it before anything else loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Profile } from '@tradehub/contract';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let cookie: string;

beforeAll(async () => {
  gateway = await startTestGateway('color-scheme');
  const { email } = await gateway.createAccount('approved');
  cookie = await gateway.signIn(email);
});
afterAll(() => gateway?.close());

const patch = (payload: object) =>
  gateway.app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload });
const profile = async () =>
  (await gateway.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
    profile: Profile;
  }>().profile;

describe('the colour scheme preference', () => {
  it('starts by following the device', async () => {
    expect((await profile()).colorScheme).toBe('system');
  });

  it('is saved through the settings route, answered in the profile and audited', async () => {
    expect((await patch({ colorScheme: 'dark' })).statusCode).toBe(200);
    expect((await profile()).colorScheme).toBe('dark');
    expect((await patch({ colorScheme: 'light' })).statusCode).toBe(200);
    expect((await profile()).colorScheme).toBe('light');

    const audit = await gateway.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie } });
    const changes = audit
      .json<{ items: AuditEntry[] }>()
      .items.filter((item) => item.action === 'settings.updated')
      .map((item) => item.changes);
    expect(changes).toContainEqual({ colorScheme: { before: 'system', after: 'dark' } });
    expect(changes).toContainEqual({ colorScheme: { before: 'dark', after: 'light' } });
  });

  it('refuses a value it does not know with a 400 naming the field, and keeps the saved one', async () => {
    for (const colorScheme of ['sepia', '', 1, null]) {
      const refused = await patch({ colorScheme });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { code: string; field?: string } }>().error.field).toBe('colorScheme');
    }
    expect((await profile()).colorScheme).toBe('light');
  });

  it('leaves the other preferences as they are', async () => {
    const before = (
      await gateway.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } })
    ).json<{ settings: object }>().settings;
    expect((await patch({ colorScheme: 'system' })).statusCode).toBe(200);
    const after = (
      await gateway.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } })
    ).json<{ settings: object }>().settings;
    expect(after).toEqual(before);
    expect((await profile()).colorScheme).toBe('system');
  });
});
