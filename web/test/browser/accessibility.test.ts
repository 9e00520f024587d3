// Accessibility checked (issue 18, item 8): axe-core runs on every page of the app, in the light and the dark
// scheme (the app follows the device's setting), and no serious or critical violation is found; the main
// dialogs and drawers are checked open; decorative icons stay out of names (the sidebar's link is "Payments",
// not "credit-card Payments").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TeamInvite } from '@tradehub/db';
import { hashInviteToken } from '@tradehub/db/domain';
import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { startBrowserStack, type BrowserStack } from '../../../infra/test-support/browser-stack.js';
import { signInThroughApi } from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildPayable, buildSupplier } from '../../../infra/test-support/factories.js';

const PASSWORD = 'accessible-password';
const ADMIN = 'a11y-admin@example.com';
const PENDING = 'a11y-pending@example.com';
const DENIED = 'a11y-denied@example.com';
const DEMO = 'a11y-demo@example.com';
const INVITE_TOKEN = 'a11y-invite-token-0123456789abcdef';

type Scheme = 'light' | 'dark';
interface Finding {
  page: string;
  scheme: Scheme;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** axe-core's browser build, evaluated in each page: evaluate is not subject to the page's script-src. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let stack: BrowserStack;
let supplierId: string;
const findings: Finding[] = [];
const checked: string[] = [];

beforeAll(async () => {
  stack = await startBrowserStack('accessibility', {
    // The seeded administrator keeps the rights only while the address is in ADMIN_EMAILS.
    env: { ADMIN_EMAILS: ADMIN },
    seed: async (em) => {
      const passwordHash = await hashPassword(PASSWORD);
      const { organisation, user } = buildApprovedMember(em, {
        email: ADMIN,
        passwordHash,
        businessName: 'Accessible Imports Ltd',
      });
      user.isAdmin = true;
      supplierId = buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Porto Ceramics Lda',
        location: 'Portugal',
        countryCode: 'PT',
        category: 'Ceramics',
        status: 'pending',
      }).id;
      // A verified supplier, for a batch file's valid rows.
      const verified = buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Aveiro Tiles SA',
        location: 'Portugal',
        countryCode: 'PT',
        category: 'Ceramics',
      });
      // Owed to it in euros, 40 % hedged: FX Management's maturity chart, its buckets and a "Hedge this".
      buildPayable(em, {
        organisation,
        createdBy: user,
        supplier: verified,
        currency: 'EUR',
        amountMinor: 25_000_000,
        hedgedPercent: 40,
      });
      em.create(TeamInvite, {
        organisation,
        createdBy: user,
        email: 'new.hire@example.com',
        role: 'Member',
        permissions: [],
        tokenHash: hashInviteToken(INVITE_TOKEN),
        expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
        status: 'pending',
      });
      // One account in each restricted state (the admin page lists the pending one too).
      buildApprovedMember(em, {
        email: PENDING,
        passwordHash,
        businessName: 'Waiting Traders',
      }).organisation.status = 'pending';
      const denied = buildApprovedMember(em, {
        email: DENIED,
        passwordHash,
        businessName: 'Refused Traders',
      });
      denied.organisation.status = 'rejected';
      denied.organisation.rejectionReason = 'Registration documents do not match';
      const demo = buildApprovedMember(em, { email: DEMO, passwordHash, businessName: 'Demo Traders' });
      demo.organisation.status = 'demo';
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** Switches the device's scheme and waits until the app has followed it and every transition has ended. */
async function useScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((value) => document.documentElement.dataset.theme === value, scheme, {
    timeout: 10_000,
  });
  await settle(page);
}

/** Colour contrast is measured on what is painted: let transitions and entrance animations finish. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });

/** Runs axe on the document as it stands and records its serious and critical violations under `label`. */
async function audit(page: Page, label: string, scheme: Scheme) {
  await settle(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          target: node.target.join(' '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
        })),
      );
  });
  checked.push(`${label} (${scheme})`);
  findings.push(...violations.map((violation) => ({ page: label, scheme, ...violation })));
}

/** Audits what is on screen in the scheme it is in, then in the other (the next page starts in that one). */
async function auditBothSchemes(page: Page, label: string) {
  const first: Scheme =
    (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
  const second: Scheme = first === 'dark' ? 'light' : 'dark';
  await useScheme(page, first);
  await audit(page, label, first);
  await useScheme(page, second);
  await audit(page, label, second);
}

/** Opens `path` as a fresh page load, waits for its screen, then audits it in both schemes. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${stack.url}${path}`);
  await ready(page);
  await auditBothSchemes(page, path);
}

/** Waits for `locator`; on a timeout the error says what the page showed instead. */
async function shown(page: Page, locator: ReturnType<Page['locator']>) {
  try {
    await locator.waitFor({ timeout: 20_000 });
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`${String(error)}\n${page.url()} shows:\n${text.slice(0, 1500)}`);
  }
}
const heading = (name: string | RegExp) => (page: Page) =>
  shown(page, page.getByRole('heading', { name }).first());
const main = (page: Page) => shown(page, page.locator('main').first());

async function newPage(): Promise<Page> {
  const context = await stack.browser.newContext({
    colorScheme: 'light',
    viewport: { width: 1400, height: 950 },
  });
  return context.newPage();
}

async function signedInAs(email: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await signInThroughApi(stack, email, PASSWORD, { page: await newPage() });
  await ready(page);
  return page;
}

describe('accessibility (axe-core, light and dark)', () => {
  it('finds no serious or critical violation on any page, dialog or drawer', async () => {
    const visitor = await newPage();
    await visit(visitor, '/', (page) =>
      page.getByRole('button', { name: 'Explore the Demo Workspace' }).waitFor({ timeout: 20_000 }),
    );
    for (const path of ['/about', '/careers', '/booking', '/pricing-beta']) await visit(visitor, path, main);
    await visit(visitor, `/invite/${INVITE_TOKEN}`, (page) =>
      page.getByTestId('invite-sign-in').waitFor({ timeout: 20_000 }),
    );
    await visit(visitor, '/reset-password?token=not-a-real-token', heading('Choose a new password'));
    // The Sign In dialog, over the landing page.
    await visitor.goto(stack.url);
    await visitor.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await visitor.getByRole('dialog', { name: 'Sign In' }).getByLabel('Email').waitFor({ timeout: 20_000 });
    await auditBothSchemes(visitor, 'Sign In dialog');
    await visitor.context().close();

    const admin = await signedInAs(ADMIN, heading('Accessible Imports Ltd'));
    await auditBothSchemes(admin, '/ (dashboard)');
    for (const [path, ready] of [
      ['/supplier-verification', heading('Supplier Verification')],
      [`/supplier-verification/${supplierId}`, heading('Porto Ceramics Lda')],
      ['/payments', heading('Payments')],
      ['/fx-management', (page: Page) => shown(page, page.getByTestId('fx-bucket-hedge'))],
      ['/team', heading(/Team/)],
      ['/team?tab=policies', (page: Page) => shown(page, page.getByTestId('team-policies'))],
      ['/team?invite=1', (page: Page) => shown(page, page.getByTestId('team-invite-form'))],
      ['/settings', heading(/Settings/)],
      ['/audit', heading(/Audit/)],
      ['/notifications', heading(/Notifications/)],
      ['/admin', heading('Account Review')],
    ] as const)
      await visit(admin, path, ready);
    // The New Payment drawer, over the payments page.
    await admin.goto(`${stack.url}/payments`);
    await admin.getByTestId('new-payment').click();
    await admin.getByTestId('new-payment-drawer').waitFor({ timeout: 20_000 });
    await auditBothSchemes(admin, 'New Payment drawer');
    // Pay many suppliers: the dialog with a checked file (a bad row among good ones), then the batch's drawer.
    await admin.goto(`${stack.url}/payments`);
    await admin.getByTestId('batch-open').click();
    const batchDialog = admin.getByRole('dialog', { name: 'Pay many suppliers' });
    await batchDialog.locator('input[type="file"]').setInputFiles({
      name: 'suppliers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'supplier,amount,currency,method,reference,value date\n' +
          'Aveiro Tiles SA,120.00,USD,ACH,A-1,2027-01-05\nNobody Holdings,5.00,USD,ACH,A-2,2027-01-05\n',
      ),
    });
    await shown(admin, batchDialog.getByTestId('batch-summary'));
    await auditBothSchemes(admin, 'Pay many suppliers dialog');
    await batchDialog.getByTestId('batch-create').click();
    await shown(admin, admin.getByTestId('batch-details'));
    await auditBothSchemes(admin, 'Batch drawer');
    // The Bills tab, its New bill drawer and the bill import dialog with a checked file.
    await visit(admin, '/payments?tab=bills', (page) => shown(page, page.getByTestId('bills-tab')));
    await admin.getByTestId('bills-new').click();
    await shown(admin, admin.getByTestId('new-bill-form'));
    await auditBothSchemes(admin, 'New bill drawer');
    await admin.goto(`${stack.url}/payments?tab=bills`);
    await admin.getByTestId('bills-import').click();
    const importDialog = admin.getByTestId('bill-import-dialog');
    await importDialog.locator('input[type="file"]').setInputFiles({
      name: 'bills.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'supplier,reference,currency,amount,issue date,due date\n' +
          'Aveiro Tiles SA,AT-1,USD,120.00,2026-11-01,2027-01-05\nNobody Holdings,NH-1,USD,5.00,2026-11-01,2027-01-05\n',
      ),
    });
    await shown(admin, importDialog.getByTestId('bill-import-counts'));
    await auditBothSchemes(admin, 'Import bills dialog');
    // The valid row imported, then paid: the Pay selected dialog with its amounts and checked file.
    await importDialog.getByTestId('bill-import-run').click();
    const billRow = admin.locator('[data-testid="bill-row"][data-reference="AT-1"]');
    await shown(admin, billRow);
    await billRow.locator('input[type="checkbox"]').check();
    await admin.getByTestId('bills-pay-selected').click();
    const payDialog = admin.getByTestId('pay-bills-dialog');
    await shown(admin, payDialog.getByTestId('batch-summary'));
    await auditBothSchemes(admin, 'Pay selected bills dialog');
    await admin.context().close();

    const pending = await signedInAs(PENDING, heading('Account Pending Approval'));
    await auditBothSchemes(pending, '/ (account pending)');
    await visit(pending, '/settings', heading(/Settings/));
    await pending.context().close();

    const denied = await signedInAs(DENIED, heading('Account Access Denied'));
    await auditBothSchemes(denied, '/ (account denied)');
    await denied.context().close();

    const demo = await signedInAs(DEMO, heading('Demo Traders'));
    await visit(demo, '/payments', heading('Account Under Review'));
    await demo.context().close();

    // With the workers stopped no FX tick arrives: after fxStaleAfterMs (10 s here) the dashboard marks the
    // feed Stale. Audited on purpose, as a loaded machine can show it on any dashboard visit.
    await stack.stopWorkers();
    const stale = await signedInAs(ADMIN, heading('Accessible Imports Ltd'));
    await shown(stale, stale.getByTestId('fx-stale'));
    await auditBothSchemes(stale, '/ (dashboard, FX feed stale)');
    await stale.context().close();

    const report = findings.map(
      ({ page, scheme, rule, impact, target, summary }) =>
        `${page} [${scheme}] ${impact} ${rule}: ${target} — ${summary}`,
    );
    console.log(`axe: ${checked.length} views checked, ${findings.length} serious/critical findings`);
    expect(report, report.join('\n')).toEqual([]);
  }, 600_000);

  it('names each sidebar link by its text alone (decorative icons are hidden)', async () => {
    const page = await signedInAs(ADMIN, heading('Accessible Imports Ltd'));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const texts = (await nav.locator('a').allInnerTexts()).map((text) => text.trim());
    expect(texts).toContain('Payments');
    for (const text of texts)
      expect(await nav.getByRole('link', { name: text, exact: true }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'credit-card Payments' }).count()).toBe(0);
    await page.context().close();
  });
});
