import { createOrmConfig, initOrm, type EntityManager, type MikroORM } from '@tradehub/db';
import { hashPassword } from '../../gateway/src/auth/password.js';
import { chooseSelectOption } from './antd-select.js';
import type { Browser, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { buildApprovedMember } from './factories.js';
import { processEnv, startGateway } from './process-stack.js';
import { freePort } from './product-process.js';
import { startStackProcess, type StackProcess } from './stack-processes.js';
import { launchChromium } from './chromium.js';
import { signInThroughApi, type StackMember } from './shared-browser-stack.js';
import { createPreparedDatabase } from './template-databases.js';
import { createTestRedisPrefix } from './test-redis.js';

export interface BrowserStack {
  url: string;
  orm: MikroORM;
  browser: Browser;
  /** The Redis URL and this stack's key prefix (to enqueue a job as the product would). */
  redis: { url: string; prefix: string };
  /** Stops the workers alone (no FX ticks, no jobs), for a page in the state a worker outage leaves it in. */
  stopWorkers(): Promise<void>;
  /** Starts a workers process again (after stopWorkers): what was queued meanwhile then runs. */
  startWorkers(): void;
  stop(): Promise<void>;
}

/**
 * A browser stack (startBrowserStack) whose seed adds `member`, approved in an organisation of their own,
 * and `seed`'s records of theirs; the page signed in as them through the API. Stops the stack again
 * when the sign-in fails, as the caller never gets it to stop.
 */
export async function startBrowserStackAsMember(
  label: string,
  member: StackMember,
  {
    seed,
    env,
  }: {
    seed?: (em: EntityManager, member: ReturnType<typeof buildApprovedMember>) => void | Promise<void>;
    env?: Record<string, string>;
  } = {},
): Promise<{ stack: BrowserStack; page: Page; organisationId: string; userId: string }> {
  let seeded: ReturnType<typeof buildApprovedMember> | undefined;
  const stack = await startBrowserStack(label, {
    env,
    seed: async (em) => {
      const { password, ...profile } = member;
      seeded = buildApprovedMember(em, { ...profile, passwordHash: await hashPassword(password) });
      await seed?.(em, seeded);
    },
  });
  try {
    const page = await signInThroughApi(stack, member.email, member.password);
    return { stack, page, organisationId: seeded!.organisation.id, userId: seeded!.user.id };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * For the browser files that stop, kill or reconfigure the product's processes (the others join the one
 * shared stack, shared-browser-stack.ts): a seeded PostgreSQL database (a copy of the run's template) and a
 * Redis prefix of the file's own, `seed` for its accounts and records, the built workers and gateway as
 * separate processes (as `npm start` runs them) with `env` on top, and Chromium.
 * stop() removes all of it.
 */
export async function startBrowserStack(
  label: string,
  { seed, env = {} }: { seed?: (em: EntityManager) => Promise<void>; env?: Record<string, string> } = {},
): Promise<BrowserStack> {
  const database = await createPreparedDatabase(label, 'seeded');
  const redisPrefix = createTestRedisPrefix(label);
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  if (seed) {
    const em = orm.em.fork();
    await seed(em);
    await em.flush();
  }
  // The gateway's port is known first: APP_URL (links in e-mails) must name it.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stackEnv = processEnv(
    `browser-${label}`,
    { databaseUrl: database.url, redis: redisPrefix },
    { APP_URL: url, FX_TICK_MS: '1000', ...env },
  );
  const gateway = await startGateway(stackEnv, port);
  let workers = startStackProcess('workers', stackEnv);
  const processes: StackProcess[] = [workers, gateway];
  await gateway.ready(30_000);
  const browser = await launchChromium();
  return {
    url,
    orm,
    browser,
    redis: { url: redisPrefix.url, prefix: redisPrefix.prefix },
    stopWorkers: () => workers.stop(),
    startWorkers() {
      workers = startStackProcess('workers', stackEnv);
      processes.push(workers);
    },
    async stop() {
      await browser.close();
      await Promise.all(processes.map((process) => process.stop()));
      await orm.close();
      await database.drop();
      await redisPrefix.cleanup();
    },
  };
}

/**
 * Signs in through the landing page's dialog, as a person would, in a new browser context (or on `page`
 * when given, whose dialog may already be open); resolves once the dialog has closed.
 */
export async function signInThroughDialog(
  stack: Pick<BrowserStack, 'url' | 'browser'>,
  email: string,
  password: string,
  {
    page,
    viewport = { width: 1400, height: 950 },
  }: { page?: Page; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const target =
    page ?? (await (await stack.browser.newContext({ viewport, acceptDownloads: true })).newPage());
  if (!page) await target.goto(stack.url);
  const dialog = target.getByRole('dialog', { name: 'Sign In' });
  if (!(await dialog.isVisible()))
    await target.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  const attempt = await watchSignInAttempt(target);
  const submit = dialog.getByRole('button', { name: 'Sign In', exact: true });
  try {
    await submit.click();
    // A press that sent nothing, the form idle and without a message (twice in CI runs of the whole suite,
    // never reproduced alone), is pressed again, as a person would, and said so in the log.
    if (!(await attempt.requested(10_000)) && (await dialog.isVisible()) && (await submit.isEnabled())) {
      console.warn(
        `signing in as ${email}: the first press sent no request; pressing again\n${await attempt.log()}`,
      );
      await submit.click();
    }
    // Password hashing (argon2) on a machine a whole suite is loading can take seconds.
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  } catch (error) {
    // Say what the dialog showed instead (an error message, a spinner still turning) and what the page did.
    const shown = await dialog.innerText({ timeout: 1_000 }).catch(() => '(unreadable)');
    throw new Error(
      `signing in as ${email} did not close the dialog: ${String(error)}\nthe dialog shows:\n${shown}\n${await attempt.log()}`,
    );
  } finally {
    attempt.stop();
  }
  return target;
}

/** What a sign-in attempt did on the page: its sign-in requests and their answers, console errors, page errors. */
async function watchSignInAttempt(page: Page) {
  const started = Date.now();
  const events: string[] = [];
  let signInRequested: () => void = () => undefined;
  const requestedOnce = new Promise<void>((resolve) => (signInRequested = resolve));
  const at = () => `${String(Date.now() - started).padStart(6)} ms`;
  const onRequest = (request: Request) => {
    if (!request.url().includes('/api/auth/sign-in')) return;
    events.push(`${at()} ${request.method()} ${request.url()}`);
    signInRequested();
  };
  const onResponse = (response: Response) => {
    if (response.url().includes('/api/auth/sign-in')) events.push(`${at()} answered ${response.status()}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      events.push(`${at()} console ${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => events.push(`${at()} page error: ${error.message}`);
  // Whether the press reached the form: its submit events, counted in the page.
  await page.evaluate(() => {
    const counted = window as unknown as { signInSubmits?: number };
    counted.signInSubmits = 0;
    document.addEventListener(
      'submit',
      () => (counted.signInSubmits = (counted.signInSubmits ?? 0) + 1),
      true,
    );
  });
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    /** Whether a sign-in request left within `ms`. */
    async requested(ms: number): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
      const answer = await Promise.race([requestedOnce.then(() => true), timedOut]);
      clearTimeout(timer);
      return answer;
    },
    async log(): Promise<string> {
      const submitted = await page
        .evaluate(() => (window as unknown as { signInSubmits?: number }).signInSubmits)
        .catch(() => undefined);
      return [
        'what the page did after the fields were filled:',
        `form submit events: ${submitted ?? '(unreadable)'}`,
        ...(events.length > 0 ? events : ['(no sign-in request, no console error)']),
      ].join('\n');
    },
    stop() {
      page.off('request', onRequest);
      page.off('response', onResponse);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** Picks a language in the top bar's switcher (with the keyboard) and waits until the document says so. */
export async function chooseLanguage(page: Page, optionText: string, lang: string): Promise<void> {
  await chooseSelectOption(page.getByRole('combobox', { name: /Language|语言|Idioma/ }), optionText);
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
}
