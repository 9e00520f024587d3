import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrmConfig, initOrm, type MikroORM } from '@tradehub/db';
import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import type { FxSnapshot, Report } from '@tradehub/contract';
import { launchChromium } from '../../../infra/test-support/chromium.js';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { freePort } from '../../../infra/test-support/product-process.js';
import { startSmtpSink } from '../../../infra/test-support/smtp-sink.js';
import {
  startStackProcess,
  waitForHttp,
  type StackProcess,
} from '../../../infra/test-support/stack-processes.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';

// Scale-out as deployed: two gateway processes and two workers processes over one PostgreSQL and one
// Redis, nothing of our own doing the clustering (socket.io's Redis adapter, BullMQ, a Redis lease).
const database = await createPreparedDatabase('scale-out', 'seeded');
const redisPrefix = createTestRedisPrefix('scale-out');
const smtp = await startSmtpSink();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-scale-out-'));
const FX_TICK_MS = 500;
let orm: MikroORM;
let browser: Browser;
let page: Page;
let gatewayA: string;
let gatewayB: string;
let cookie: string;
let organisationId: string;
const gateways: StackProcess[] = [];
const workers: StackProcess[] = [];
const sockets: Socket[] = [];

const unread = async () => Number(await page.getByTestId('notifications-button').getAttribute('data-unread'));

/** Every "job completed" line the workers logged for `queue`, by job id. */
function completions(queue: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const process of workers) {
    for (const line of process.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; queue?: string; jobId?: string };
      if (entry.msg === 'job completed' && entry.queue === queue && entry.jobId) {
        counts.set(entry.jobId, (counts.get(entry.jobId) ?? 0) + 1);
      }
    }
  }
  return counts;
}

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const em = orm.em.fork();
  const { organisation } = buildApprovedMember(em, {
    email: 'scale@example.com',
    passwordHash: await hashPassword('scale-out-password'),
    businessName: 'Scale Out Traders',
  });
  await em.flush();
  organisationId = organisation.id;

  const [portA, portB] = [await freePort(), await freePort()];
  gatewayA = `http://127.0.0.1:${portA}`;
  gatewayB = `http://127.0.0.1:${portB}`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    SESSION_SECRET: 'scale-out-test-secret-of-32-characters',
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    APP_URL: gatewayA,
    FX_TICK_MS: String(FX_TICK_MS),
  };
  workers.push(startStackProcess('workers', { ...env, LOG_LEVEL: 'info' }));
  workers.push(startStackProcess('workers', { ...env, LOG_LEVEL: 'info' }));
  gateways.push(startStackProcess('gateway', { ...env, PORT: String(portA) }));
  gateways.push(startStackProcess('gateway', { ...env, PORT: String(portB) }));
  await waitForHttp(`${gatewayA}/ready`, 60_000, gateways[0]);
  await waitForHttp(`${gatewayB}/ready`, 60_000, gateways[1]);

  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(gatewayA);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill('scale@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('scale-out-password');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'Scale Out Traders' }).waitFor({ timeout: 30_000 });
  await page
    .getByTestId('connection-state')
    .and(page.locator('[data-state="live"]'))
    .waitFor({ timeout: 20_000 });
  const session = (await page.context().cookies()).find((entry) => entry.name === 'th_session');
  cookie = `th_session=${session?.value}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await browser?.close();
  await Promise.all([...gateways, ...workers].map((process) => process.stop()));
  await orm?.close();
  await smtp.close();
  await database.drop();
  await redisPrefix.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two gateways and two workers on one PostgreSQL and one Redis', () => {
  it('shows a browser on gateway A the alert caused through gateway B', async () => {
    const before = await unread();
    const response = await fetch(`${gatewayB}/api/fx/alerts`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'EUR', kind: 'above', threshold: 0.0001 }),
    });
    expect(response.status).toBe(201);
    // The alert's toast pops up on gateway A's page, below the sticky top bar: while it shows, the bell
    // beside it takes a click (antd's default offset laid toasts over the bell and the user menu).
    const toast = page.getByTestId('live-toast').filter({ hasText: 'Rate alert: EUR/USD' });
    await toast.waitFor({ timeout: 15_000 });
    const header = await page.locator('header.th-shell__header').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(header).not.toBeNull();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.getByTestId('notifications-button').click({ timeout: 5_000 });
    await page.locator('.ant-popover').getByText('Rate alert: EUR/USD').first().waitFor({ timeout: 15_000 });
    await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
    await page.keyboard.press('Escape');
  });

  it('runs the FX feed once: one tick per interval, whichever gateway a client is on', async () => {
    const ticks: FxSnapshot[] = [];
    for (const url of [gatewayA, gatewayB]) {
      const socket = io(url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('fx:tick', (tick: FxSnapshot) => {
        if (url === gatewayA) ticks.push(tick);
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 10 * FX_TICK_MS));
    // Two feeds would deliver about twice as many ticks, some a few milliseconds apart.
    expect(ticks.length).toBeGreaterThanOrEqual(5);
    expect(ticks.length).toBeLessThanOrEqual(12);
    const published = ticks.map((tick) => tick.publishedAt);
    expect(new Set(published).size).toBe(published.length);
    const gaps = published.slice(1).map((at, index) => at - published[index]!);
    expect(Math.min(...gaps)).toBeGreaterThan(FX_TICK_MS / 2);
  });

  it('builds each report once and sends each e-mail once, wherever they were asked for', async () => {
    const reportIds: string[] = [];
    for (const url of [gatewayA, gatewayB, gatewayA, gatewayB]) {
      const response = await fetch(`${url}/api/reports`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ range: '30d' }),
      });
      expect(response.status).toBe(202);
      reportIds.push(((await response.json()) as { report: Report }).report.id);
    }
    const addresses = ['one', 'two', 'three', 'four'].map((name) => `${name}@scale.example.com`);
    for (const [index, email] of addresses.entries()) {
      const response = await fetch(`${index % 2 === 0 ? gatewayA : gatewayB}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'long-enough-password', businessName: `Business ${index}` }),
      });
      expect(response.status).toBe(201);
    }

    for (const id of reportIds) {
      await expect
        .poll(
          async () => {
            const response = await fetch(`${gatewayB}/api/reports/${id}`, { headers: { cookie } });
            return ((await response.json()) as { report: Report }).report.status;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe('completed');
    }
    for (const email of addresses) await smtp.waitFor(email, 30_000);
    // Give a duplicate the time to show up, then count.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    for (const email of addresses) {
      expect(
        smtp.received.filter((mail) => mail.to.includes(email)),
        email,
      ).toHaveLength(1);
    }
    const files = readdirSync(path.join(dataDir, 'reports', organisationId));
    expect(files).toHaveLength(reportIds.length * 2);
    // Report jobs are added by the outbox relay with the outbox row's id as job id: one job per report
    // request, each run once.
    const reportRuns = [...completions('reports').values()];
    expect(reportRuns).toHaveLength(reportIds.length);
    expect(reportRuns.every((runs) => runs === 1)).toBe(true);
    const mailRuns = [...completions('email').values()];
    expect(mailRuns).toHaveLength(addresses.length);
    expect(mailRuns.every((runs) => runs === 1)).toBe(true);
  });
});
