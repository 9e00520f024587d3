// The browser project's global set-up: one stack for every browser file that does not stop, kill or
// reconfigure its processes (DESIGN.md convention 17): a seeded database (a copy of the run's template), a
// Redis key prefix, and the built gateway and workers as `npm start` runs them; each file then works in an
// organisation of its own, with a Chromium of its own (shared-browser-stack.ts). Before this, each of 24 files
// started all of it for itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processEnv, startGateway } from './process-stack.js';
import { freePort } from './product-process.js';
import { SHARED_STACK_ADMINS, SHARED_STACK_ENV, type SharedStackInfo } from './shared-browser-stack.js';
import { startStackProcess } from './stack-processes.js';
import { prepareTemplateDatabases, createPreparedDatabase } from './template-databases.js';
import { createTestRedisPrefix } from './test-redis.js';

/** A booking page for the scheduling widget (SCHEDULING_EMBED_URL), on loopback: what the widget frames. */
async function startBookingHost() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Book a call</title><p>Pick a time</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tradehub`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    delete process.env[SHARED_STACK_ENV];
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    cleanups.push(await prepareTemplateDatabases());
    const database = await createPreparedDatabase('shared-browser', 'seeded');
    cleanups.push(() => database.drop());
    const redis = createTestRedisPrefix('shared-browser');
    cleanups.push(() => redis.cleanup());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-shared-browser-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const booking = await startBookingHost();
    cleanups.push(booking.close);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = processEnv(
      'browser-shared',
      { databaseUrl: database.url, redis },
      {
        APP_URL: url,
        FX_TICK_MS: '1000',
        // Mail as `npm start` sends it without SMTP_URL: .eml files in DATA_DIR/outbox (outbox-mailbox.ts).
        DATA_DIR: dataDir,
        ADMIN_EMAILS: SHARED_STACK_ADMINS.join(','),
        // The developers file's webhook receiver listens on loopback.
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        SCHEDULING_EMBED_URL: booking.url,
        // Every file signs in from 127.0.0.1: the per-address limits are for the many files together; the
        // per-account ones stay the product's (the limits themselves are tested in the integration project).
        AUTH_RATE_LIMITS:
          'sign-in=1000/15m:10/15m,sign-up=200/1h:5/1h,resend-verification=200/1h:3/15m,demo=200/1h',
      },
    );
    const workers = startStackProcess('workers', env);
    cleanups.push(() => workers.stop());
    const gateway = await startGateway(env, port);
    cleanups.push(() => gateway.stop());
    await gateway.ready(60_000);

    const info: SharedStackInfo = {
      url,
      databaseUrl: database.url,
      redis: { url: redis.url, prefix: redis.prefix },
      dataDir,
      bookingUrl: booking.url,
    };
    process.env[SHARED_STACK_ENV] = JSON.stringify(info);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
