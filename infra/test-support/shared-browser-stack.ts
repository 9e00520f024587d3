// A browser test file's view of the one stack the browser project starts (shared-browser-stack-setup.ts):
// the gateway's URL, an ORM on its database for the file's own seed and checks, a Chromium of the file's own
// (downloads need a local browser), the Redis prefix and the mail the stack sent. Each file seeds an organisation of its own with
// e-mail addresses no other file uses, so files run side by side; stop() closes only what the file opened.
import { createOrmConfig, initOrm, type EntityManager, type MikroORM } from '@tradehub/db';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../gateway/src/auth/password.js';
import { launchChromium } from './chromium.js';
import { buildApprovedMember } from './factories.js';
import { outboxMailbox, type OutboxMailbox } from './outbox-mailbox.js';

/** What the global set-up hands the files (through the environment its workers inherit). */
export const SHARED_STACK_ENV = 'TRADEHUB_TEST_SHARED_BROWSER_STACK';

/**
 * The shared stack's ADMIN_EMAILS: the files that sign in as an administrator, each with an address of its
 * own (a seeded administrator keeps the rights only while the address is in ADMIN_EMAILS).
 */
export const SHARED_STACK_ADMINS = [
  'review.admin@accounts.example',
  'csp-admin@security-headers.example',
  'solo.owner@team-of-one.example',
] as const;

export interface SharedStackInfo {
  url: string;
  databaseUrl: string;
  redis: { url: string; prefix: string };
  /** The stack's DATA_DIR: its mail is in outbox/. */
  dataDir: string;
  /** The scheduling widget's booking page (SCHEDULING_EMBED_URL). */
  bookingUrl: string;
}

export interface SharedBrowserStack {
  url: string;
  orm: MikroORM;
  /** This file's Chromium. */
  browser: Browser;
  /** The Redis URL and the stack's key prefix (to enqueue a job as the product would). */
  redis: { url: string; prefix: string };
  /** The mail the stack sent (each test reads its own recipients'). */
  mailbox: OutboxMailbox;
  bookingUrl: string;
  /** Closes this file's Chromium and connection; the stack runs on for the other files. */
  stop(): Promise<void>;
}

export function sharedStackInfo(): SharedStackInfo | undefined {
  const raw = process.env[SHARED_STACK_ENV];
  return raw ? (JSON.parse(raw) as SharedStackInfo) : undefined;
}

/** Joins the shared stack after adding `seed`'s records (the file's organisation and people) to its database. */
export async function joinSharedStack({
  seed,
}: { seed?: (em: EntityManager) => void | Promise<void> } = {}): Promise<SharedBrowserStack> {
  const info = sharedStackInfo();
  if (!info)
    throw new Error(
      'no shared browser stack: run the file in the browser project (vitest run --project browser <file>), ' +
        'whose global set-up starts it',
    );
  const orm = await initOrm(createOrmConfig({ clientUrl: info.databaseUrl, poolMax: 2 }));
  try {
    if (seed) {
      const em = orm.em.fork();
      await seed(em);
      await em.flush();
    }
    const browser = await launchChromium();
    return {
      url: info.url,
      orm,
      browser,
      redis: info.redis,
      mailbox: outboxMailbox(info.dataDir),
      bookingUrl: info.bookingUrl,
      async stop() {
        await browser.close();
        await orm.close();
      },
    };
  } catch (error) {
    await orm.close();
    throw error;
  }
}

/** The member a browser test signs in as, and the records of theirs the test seeds beside them. */
export interface StackMember {
  email: string;
  password: string;
  businessName?: string;
  fullName?: string;
}

/**
 * Joins the shared stack with `member` approved in an organisation of their own (and `seed`'s records of
 * theirs), and a page signed in as them through the API.
 */
export async function joinSharedStackAsMember(
  member: StackMember,
  {
    seed,
    path,
  }: {
    seed?: (em: EntityManager, member: ReturnType<typeof buildApprovedMember>) => void | Promise<void>;
    /** Where the page opens (the dashboard by default): each first load of the app costs Chromium seconds. */
    path?: string;
  } = {},
): Promise<{ stack: SharedBrowserStack; page: Page; organisationId: string; userId: string }> {
  let seeded: ReturnType<typeof buildApprovedMember> | undefined;
  const stack = await joinSharedStack({
    seed: async (em) => {
      const { password, ...profile } = member;
      seeded = buildApprovedMember(em, { ...profile, passwordHash: await hashPassword(password) });
      await seed?.(em, seeded);
    },
  });
  try {
    const page = await signInThroughApi(stack, member.email, member.password, { path });
    return { stack, page, organisationId: seeded!.organisation.id, userId: seeded!.user.id };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * Signs in through `POST /api/auth/sign-in` in a new browser context (or `page`'s, e.g. one set to a dark
 * colour scheme), whose cookie it then is, as the dialog's would be, and opens the app at `path` (on that
 * page), resolved once the app has read the signed-in profile. Sign-in itself is the subject of the
 * dialog's own tests (signInThroughDialog); everywhere else it is set-up.
 */
export async function signInThroughApi(
  stack: { url: string; browser: Browser },
  email: string,
  password: string,
  {
    page: given,
    viewport = { width: 1400, height: 950 },
    path: startPath = '/',
  }: { page?: Page; viewport?: { width: number; height: number }; path?: string } = {},
): Promise<Page> {
  const context = given?.context() ?? (await stack.browser.newContext({ viewport, acceptDownloads: true }));
  const answer = await context.request.post(`${stack.url}/api/auth/sign-in`, {
    data: { email, password },
    headers: { origin: stack.url },
  });
  if (answer.status() !== 200)
    throw new Error(`signing in as ${email} answered ${answer.status()}: ${await answer.text()}`);
  const page = given ?? (await context.newPage());
  const profile = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/profile' && response.status() === 200,
    { timeout: 30_000 },
  );
  await page.goto(`${stack.url}${startPath}`);
  await profile;
  return page;
}
