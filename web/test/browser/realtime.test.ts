import { createOrmConfig, initOrm, Notification, type MikroORM } from '@tradehub/db';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { launchChromium } from '../../../infra/test-support/chromium.js';
import { buildApprovedMember, buildPayable } from '../../../infra/test-support/factories.js';
import { freePort } from '../../../infra/test-support/product-process.js';
import {
  startStackProcess,
  waitForHttp,
  type StackProcess,
} from '../../../infra/test-support/stack-processes.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import { setCheckedByKeyboard } from '../../../infra/test-support/keyboard-actions.js';

// Gateway and workers as separate processes on PostgreSQL and Redis, so the test can stop and restart
// the gateway under an open page.
const database = await createPreparedDatabase('realtime-browser', 'seeded');
const redisPrefix = createTestRedisPrefix('realtime-browser');
let orm: MikroORM;
let gateway: StackProcess;
let workers: StackProcess;
let browser: Browser;
let page: Page;
let url: string;
let env: Record<string, string>;
let userId: string;
let organisationId: string;

const unread = async () => Number(await page.getByTestId('notifications-button').getAttribute('data-unread'));

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const em = orm.em.fork();
  const { organisation, user } = buildApprovedMember(em, {
    email: 'treasury@example.com',
    passwordHash: await hashPassword('treasury-password'),
    businessName: 'Live Treasury Ltd',
  });
  buildPayable(em, {
    organisation,
    createdBy: user,
    currency: 'EUR',
    amountMinor: 250_000_000,
    hedgedPercent: 40,
  });
  await em.flush();
  userId = user.id;
  organisationId = organisation.id;

  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    SESSION_SECRET: 'browser-realtime-secret-32-characters',
    PORT: String(port),
    FX_TICK_MS: '500',
  };
  workers = startStackProcess('workers', env);
  gateway = startStackProcess('gateway', env);
  await waitForHttp(`${url}/ready`, 30_000, gateway);

  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill('treasury@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('treasury-password');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'Live Treasury Ltd' }).waitFor({ timeout: 30_000 });
  await page
    .getByTestId('connection-state')
    .and(page.locator('[data-state="live"]'))
    .waitFor({ timeout: 20_000 });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  await workers?.stop();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

describe('live updates in the browser', () => {
  it('moves the rate card within 3 seconds, without a reload', async () => {
    // The rate the row holds (data-rate, unrounded: one tick of the walk moves it, while the shown
    // USD/JPY to 2 decimals and EUR/USD to 4 may take several ticks to change).
    const rate = page.getByTestId('rate-card-JPY-rate');
    await rate.waitFor({ timeout: 20_000 });
    const first = await rate.getAttribute('data-rate');
    await expect
      .poll(() => rate.getAttribute('data-rate'), { timeout: 3_000, interval: 100 })
      .not.toBe(first);
    expect(await rate.innerText()).toMatch(/^\d{3}\.\d{2}$/);
    expect(await page.getByTestId('fx-source').innerText()).toBe('Simulated rates');
    expect(await page.getByTestId('fx-last-updated').innerText()).toMatch(/^Last updated: /);
  });

  it('fires a rate alert set in the drawer and raises the badge without a reload', async () => {
    const before = await unread();
    await page.getByRole('button', { name: 'Rate Alerts' }).click();
    const drawer = page.getByRole('dialog', { name: 'Rate Alerts' });
    await chooseSelectOption(drawer.getByLabel('Currency'), 'EUR/USD', { search: true });
    await setCheckedByKeyboard(drawer.getByRole('radio', { name: 'Above', exact: true }), true);
    await drawer.getByLabel('Threshold').fill('0.01');
    await drawer.getByRole('button', { name: 'Create alert' }).click();

    await expect.poll(unread, { timeout: 10_000 }).toBe(before + 1);
    await drawer
      .getByTestId('rate-alert')
      .and(page.locator('[data-status="fired"]'))
      .waitFor({ timeout: 10_000 });
    const stored = await orm.em.fork().findOneOrFail(Notification, { user: userId, type: 'alert' });
    expect(stored.message).toMatch(/Impact on your unhedged EUR payables since the alert was set/);
    await page.getByRole('button', { name: 'Close rate alerts' }).click();
  });

  it('shows reconnecting when the connection drops, then catches up on what it missed', async () => {
    const before = await unread();
    await gateway.stop();
    await page.getByTestId('connection-state').and(page.locator('[data-state="reconnecting"]')).waitFor({
      timeout: 15_000,
    });

    // Written while the browser could not hear about it.
    const em = orm.em.fork();
    em.create(Notification, {
      organisation: organisationId,
      user: userId,
      type: 'info',
      title: 'Missed while offline',
      message: 'This arrived while the connection was down.',
    });
    await em.flush();

    gateway = startStackProcess('gateway', env);
    await waitForHttp(`${url}/ready`, 30_000, gateway);
    await page
      .getByTestId('connection-state')
      .and(page.locator('[data-state="live"]'))
      .waitFor({ timeout: 40_000 });
    await expect.poll(unread, { timeout: 10_000 }).toBe(before + 1);
    await page.getByTestId('notifications-button').click();
    await page.getByText('Missed while offline').waitFor({ timeout: 10_000 });
  });
});
