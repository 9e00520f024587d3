import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@tradehub/contract';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { setLatestRates } from '../support/latest-rates.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway('dashboard-currency');
  await setLatestRates(gateway, { JPY: 150, EUR: 0.9 });
});
afterAll(() => gateway?.close());

describe('the default currency preference', () => {
  it("shows the dashboard's base-currency figures in the chosen currency", async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    const get = async () =>
      (
        await gateway.app.inject({ method: 'GET', url: '/api/dashboard?range=7d', headers: { cookie } })
      ).json<Dashboard>();
    expect((await get()).baseCurrency).toBe('USD');
    const saved = await gateway.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: { defaultCurrency: 'JPY' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get()).baseCurrency).toBe('JPY');
  });
});
