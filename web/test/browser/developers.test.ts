// Settings → Developers (issue 27), as a Team Manager uses it: create an API key (its secret shown once),
// see it listed and used, revoke it (its next call is refused); add a webhook endpoint, send a test event,
// and watch the delivery appear in the log live, without reloading.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import {
  joinSharedStackAsMember,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../infra/test-support/webhook-receiver.js';

let stack: SharedBrowserStack;
let receiver: WebhookReceiver;
let page: Page;
const PASSWORD = 'developers-password-1';

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ stack, page } = await joinSharedStackAsMember(
    {
      email: 'dev-owner@developers.example',
      password: PASSWORD,
      businessName: 'Connected Imports',
      fullName: 'Dana Developer',
    },
    // The receiver listens on loopback: the shared stack runs with WEBHOOKS_ALLOW_PRIVATE.
    { path: '/settings' },
  ));
  await page.getByTestId('settings-tab-developers').click();
});
afterAll(async () => {
  await stack?.stop();
  await receiver?.close();
});

const callWithKey = (secret: string) =>
  fetch(`${stack.url}/api/payments`, { headers: { authorization: `Bearer ${secret}` } }).then(
    (response) => response.status,
  );

describe('Settings → Developers', () => {
  it('creates an API key, shows its secret once, lists it, and revokes it', async () => {
    await page.getByTestId('developers-key-create').click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByTestId('developers-key-name').fill('ERP sync');
    await chooseSelectOption(dialog.getByTestId('developers-key-scope-payments'), 'Read');
    await page.getByTestId('developers-key-submit').click();
    const secret = (await dialog.getByTestId('developers-key-secret').locator('code').innerText()).trim();
    expect(secret).toMatch(/^thk_live_/);
    await page.getByTestId('developers-key-done').click();
    await dialog.waitFor({ state: 'hidden' });

    const list = page.getByTestId('developers-key-list');
    const row = list.getByRole('row', { name: /ERP sync/ });
    await row.waitFor();
    expect(await row.innerText()).toContain(`${secret.slice(0, 13)}…`);
    expect(await row.innerText()).toContain('payments:read');
    expect(await row.innerText()).toContain('Dana Developer');
    expect(await page.content()).not.toContain(secret);
    expect(await callWithKey(secret)).toBe(200);

    await page.getByTestId('developers-key-revoke-ERP sync').click();
    await page.getByTestId('developers-key-revoke-confirm').click();
    await row.waitFor({ state: 'detached' });
    expect(await callWithKey(secret)).toBe(401);
  });

  it('adds an endpoint, sends a test event and shows the delivery live', async () => {
    await page.getByTestId('developers-endpoint-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByTestId('developers-endpoint-url').fill(`${receiver.url}/browser`);
    await dialog.getByRole('checkbox', { name: 'payment.completed' }).check();
    await page.getByTestId('developers-endpoint-submit').click();
    const secret = (
      await dialog.getByTestId('developers-endpoint-secret').locator('code').innerText()
    ).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByTestId('developers-endpoint-done').click();
    await dialog.waitFor({ state: 'hidden' });

    const endpoints = page.getByTestId('developers-endpoint-list');
    await endpoints.getByText(`${receiver.url}/browser`).waitFor();
    await endpoints.getByTestId('developers-endpoint-test').click();
    // Pushed: the log shows the delivery queued, then delivered, without a reload.
    const status = endpoints.getByTestId('developers-log-status').first();
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toBe('Delivered');
    const got = receiver.received.filter((request) => request.path === '/browser');
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'webhook.test' });
    expect(String(got[0]!.headers['tradehub-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});
