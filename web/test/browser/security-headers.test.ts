// The built web app under the gateway's Content-Security-Policy (issue 16, item 4): every page loads in
// Chromium without a single `securitypolicyviolation`, and the socket still connects (live FX).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import {
  joinSharedStack,
  SHARED_STACK_ADMINS,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';

// In the shared stack's ADMIN_EMAILS: the Admin page is among those visited.
const EMAIL = 'csp-admin@security-headers.example';
const PASSWORD = 'csp-admin-password';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

// The shared stack's booking widget (SCHEDULING_EMBED_URL) is on another origin, which frame-src must allow.
let stack: SharedBrowserStack;
let supplierId: string;
const violations: Violation[] = [];

/**
 * Every document of the context reports its CSP violations to the test, from before the first script runs
 * (an init script), so a violation during boot is caught too; Chromium's console line is a second witness.
 */
async function watchViolations(context: BrowserContext) {
  await context.exposeBinding('reportCspViolation', ({ page }, violation: Omit<Violation, 'page'>) => {
    violations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (violation: object) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      }),
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({
        page: message.page()?.url() ?? '',
        directive: 'console',
        blocked: '',
        source: message.text(),
      });
  });
}

/** Opens `path` as a fresh page load and waits until its screen has rendered something of its own. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(`${stack.url}${path}`);
  await ready(page);
}
const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor({ timeout: 20_000 });

beforeAll(async () => {
  expect(SHARED_STACK_ADMINS).toContain(EMAIL);
  stack = await joinSharedStack({
    seed: async (em) => {
      const { organisation, user } = buildApprovedMember(em, {
        email: EMAIL,
        passwordHash: await hashPassword(PASSWORD),
        businessName: 'Policy Imports Ltd',
      });
      user.isAdmin = true;
      const supplier = buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Lyon Textiles SARL',
        location: 'France',
        countryCode: 'FR',
        category: 'Textiles',
        status: 'pending',
      });
      supplierId = supplier.id;
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the Content-Security-Policy in Chromium', () => {
  it('lets every page of the app run without a violation, the socket included', async () => {
    const visitor = await stack.browser.newContext({ viewport: { width: 1400, height: 950 } });
    await watchViolations(visitor);
    const page = await visitor.newPage();
    const response = await page.goto(stack.url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('button', { name: 'Explore the Demo Workspace' }).waitFor({ timeout: 20_000 });
    for (const path of ['/about', '/careers', '/pricing-beta'])
      await visit(page, path, (loaded) => loaded.locator('main').first().waitFor({ timeout: 20_000 }));
    await visit(page, '/booking', (loaded) =>
      loaded.frameLocator('iframe').getByText('Pick a time').waitFor({ timeout: 20_000 }),
    );
    // The read-only demo workspace, from the landing page.
    await visit(page, '/', (loaded) =>
      loaded.getByRole('button', { name: 'Explore the Demo Workspace' }).waitFor({ timeout: 20_000 }),
    );
    await page.getByRole('button', { name: 'Explore the Demo Workspace' }).click();
    await heading('Demo Trading Co.')(page);
    // The OpenAPI UI, under the same policy.
    await visit(page, '/api/docs/', (loaded) =>
      loaded.getByRole('heading', { name: /TradeHub API/ }).waitFor({ timeout: 20_000 }),
    );
    await visitor.close();

    const member = await stack.browser.newContext({ viewport: { width: 1400, height: 950 } });
    await watchViolations(member);
    const signedIn = await member.newPage();
    await signedIn.goto(stack.url);
    await signInThroughApi(stack, EMAIL, PASSWORD, { page: signedIn });
    await heading('Policy Imports Ltd')(signedIn);
    // The socket connected through connect-src, and live FX ticks arrive over it (the row's unrounded
    // rate, data-rate, moves with every tick).
    await signedIn
      .getByTestId('connection-state')
      .and(signedIn.locator('[data-state="live"]'))
      .waitFor({ timeout: 20_000 });
    const jpy = signedIn.getByTestId('rate-card-JPY-rate');
    await jpy.waitFor({ timeout: 20_000 });
    const first = await jpy.getAttribute('data-rate');
    await expect.poll(() => jpy.getAttribute('data-rate'), { timeout: 10_000 }).not.toBe(first);

    for (const [path, ready] of [
      ['/supplier-verification', heading('Supplier Verification')],
      [`/supplier-verification/${supplierId}`, heading('Lyon Textiles SARL')],
      ['/payments', heading('Payments')],
      ['/fx-management', heading('FX Management')],
      ['/team', heading(/Team/)],
      ['/settings', heading(/Settings/)],
      ['/audit', heading(/Audit/)],
      ['/notifications', heading(/Notifications/)],
      ['/admin', heading('Account Review')],
    ] as const)
      await visit(signedIn, path, ready);
    await member.close();

    expect(violations).toEqual([]);
  }, 90_000);
});
