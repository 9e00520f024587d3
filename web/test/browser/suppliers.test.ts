import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Supplier, SupplierDocument } from '@tradehub/db';
import { createRedisConnection, TypedQueue } from '@tradehub/db/queues';
import { importSanctionsList } from '@tradehub/workers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { startBrowserStack, type BrowserStack } from '../../../infra/test-support/browser-stack.js';
import { signInThroughApi } from '../../../infra/test-support/shared-browser-stack.js';
import { addSupplierThroughForm } from '../../../infra/test-support/add-supplier-form.js';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import { pressByKeyboard } from '../../../infra/test-support/keyboard-actions.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let stack: BrowserStack;
let buyer: Page;
let reviewer: Page;
let url: string;
// A minimal valid PDF: its content says PDF whatever the file is called.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The one place this test sets an account's review state by hand: not yet approved by an administrator. */
function awaitingApproval<T extends { organisation: { status: string } }>(member: T): T {
  // Review is of the organisation.
  member.organisation.status = 'pending';
  return member;
}

const addSupplier = (page: Page, name: string) =>
  addSupplierThroughForm(page, {
    name,
    category: 'Industrial Machinery',
    address: 'Industriestrasse 5, 80331 Munich',
    registration: 'HRB 123456',
    email: 'sales@example.de',
  });

beforeAll(async () => {
  stack = await startBrowserStack('suppliers-browser', {
    env: { FX_TICK_MS: '2000' },
    seed: async (em) => {
      await importSanctionsList(em, 'ofac', path.join(root, 'workers/fixtures/sanctions/sdn.csv'));
      const passwordHash = await hashPassword('supplier-password');
      const { organisation } = buildApprovedMember(em, {
        email: 'buyer@example.com',
        passwordHash,
        businessName: 'Harbour Sourcing Ltd',
        fullName: 'Bea Buyer',
      });
      // Two members who may verify: the default verification policy is then four-eyes (Team → Policies),
      // which the creator-cannot-dismiss and second-member-verifies checks below rely on.
      buildApprovedMember(em, {
        email: 'reviewer@example.com',
        passwordHash,
        organisation,
        fullName: 'Rita Reviewer',
        permissions: ['Risk Assessment'],
      });
      // An account awaiting approval that holds as many suppliers, and as many document bytes, as it may.
      const awaiting = awaitingApproval(
        buildApprovedMember(em, {
          email: 'awaiting@example.com',
          passwordHash,
          businessName: 'Awaiting Imports Ltd',
          fullName: 'Abe Awaiting',
        }),
      );
      for (let index = 1; index <= 10; index += 1) {
        const supplier = buildSupplier(em, {
          organisation: awaiting.organisation,
          createdBy: awaiting.user,
          name: `Awaiting Supplier ${index}`,
          status: 'pending',
          riskScore: 'Medium',
          screenedAt: new Date(),
        });
        em.create(SupplierDocument, {
          organisation: awaiting.organisation,
          createdBy: awaiting.user,
          supplier,
          name: 'archive.pdf',
          type: 'document',
          status: 'valid',
          sizeBytes: 2.5 * 1024 * 1024,
          mimeType: 'application/pdf',
          storageKey: null,
          uploadedAt: new Date(),
        });
      }
    },
  });
  url = stack.url;
  buyer = await signInThroughApi(stack, 'buyer@example.com', 'supplier-password');
  reviewer = await signInThroughApi(stack, 'reviewer@example.com', 'supplier-password');
});

afterAll(() => stack?.stop());

describe('supplier verification in the browser', () => {
  let supplierId: string;

  it('adds a supplier and finds it with the search', async () => {
    await buyer.goto(`${url}/supplier-verification`);
    await addSupplier(buyer, 'Bavaria Gearworks GmbH');
    await buyer
      .getByRole('searchbox', { name: 'Search suppliers' })
      .or(buyer.getByLabel('Search suppliers'))
      .first()
      .fill('gearworks');
    const item = buyer.getByTestId('supplier-list-item').filter({ hasText: 'Bavaria Gearworks GmbH' });
    await item.waitFor({ timeout: 20_000 });
    expect(await buyer.getByTestId('supplier-list-item').count()).toBe(1);
    supplierId = (await item.getAttribute('data-supplier-id')) ?? '';
    expect(supplierId).not.toBe('');
  });

  it('uploads a document and downloads the same bytes back', async () => {
    await buyer.goto(`${url}/supplier-verification/${supplierId}`);
    await buyer.getByRole('tab', { name: 'Legal' }).click();
    await buyer.getByTestId('document-upload-file').setInputFiles({
      name: 'trade-license.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await chooseSelectOption(buyer.getByTestId('document-upload-type'), 'License');
    await buyer.getByTestId('document-upload-submit').click();
    const download = buyer.getByTestId('document-download').first();
    await download.waitFor({ timeout: 20_000 });
    const href = (await download.getAttribute('href')) ?? '';
    const bytes = await buyer.evaluate(
      async (link) => Array.from(new Uint8Array(await (await fetch(link)).arrayBuffer())),
      href,
    );
    expect(Buffer.from(bytes).equals(PDF)).toBe(true);
  });

  it('lets a second member verify it, and the first sees it live', async () => {
    const unreadBefore = Number(await buyer.getByTestId('notifications-button').getAttribute('data-unread'));
    await reviewer.goto(`${url}/supplier-verification/${supplierId}`);
    await reviewer.getByTestId('supplier-verify').click();
    await expect
      .poll(() => reviewer.getByTestId('supplier-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('verified');
    // The buyer's open page: status and notification badge change without a reload.
    await expect
      .poll(() => buyer.getByTestId('supplier-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('verified');
    await expect
      .poll(async () => Number(await buyer.getByTestId('notifications-button').getAttribute('data-unread')), {
        timeout: 20_000,
      })
      .toBe(unreadBefore + 1);
  });

  it('sends a verified supplier back to review when its licence expires', async () => {
    const em = stack.orm.em.fork();
    const document = await em.findOneOrFail(SupplierDocument, { supplier: supplierId });
    document.expiresAt = new Date(Date.now() - 60_000);
    await em.flush();
    const connection = createRedisConnection(stack.redis.url, 'worker');
    const queue = new TypedQueue('maintenance', { connection, prefix: stack.redis.prefix });
    try {
      await queue.add('expire-documents', {});
    } finally {
      await queue.close();
      connection.disconnect();
    }
    await expect
      .poll(() => buyer.getByTestId('supplier-status').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('pending');
    expect((await stack.orm.em.fork().findOneOrFail(Supplier, { id: supplierId })).status).toBe('pending');
  });

  it('raises a screening hit for a sanctioned name', async () => {
    await buyer.goto(`${url}/supplier-verification`);
    await addSupplier(buyer, 'Shadow Freight Trading Ltd');
    const hit = buyer.getByTestId('screening-hit').first();
    await hit.waitFor({ timeout: 20_000 });
    expect(await hit.innerText()).toContain('SHADOW FREIGHT TRADING LLC');
    expect(
      Number(
        await buyer
          .getByTestId('screening-hit-score')
          .first()
          .innerText()
          .then((t) => t.replace(/[^\d.]/g, '')),
      ),
    ).toBeGreaterThanOrEqual(85);
  });

  it('blocks verifying while a hit is open; the creator cannot dismiss it, a reviewer can with a reason', async () => {
    // The buyer added it: told why it is blocked, and offered no Dismiss.
    await buyer.getByTestId('screening-blocked').waitFor({ timeout: 20_000 });
    expect(await buyer.getByTestId('screening-blocked').innerText()).toContain(
      'You added this supplier: another member with Supplier Management or Risk Assessment must review its hits.',
    );
    expect(await buyer.getByTestId('screening-hit-dismiss').count()).toBe(0);

    await reviewer.goto(buyer.url());
    await reviewer.getByTestId('verify-sanctions-blocked').waitFor({ timeout: 20_000 });
    expect(await reviewer.getByTestId('supplier-verify').isDisabled()).toBe(true);
    expect(await reviewer.getByTestId('supplier-reject').isEnabled()).toBe(true);

    const dialog = reviewer.getByTestId('dismiss-hit-dialog');
    for (;;) {
      const open = reviewer.locator('[data-testid="screening-hit"][data-status="open"]');
      if ((await open.count()) === 0) break;
      const before = await open.count();
      await open.first().getByTestId('screening-hit-dismiss').click();
      await dialog.getByTestId('dismiss-hit-dialog-reason').waitFor();
      // No reason: the dialog says one is needed and stays open.
      await pressByKeyboard(dialog.getByTestId('dismiss-hit-dialog-confirm'));
      await dialog.getByText('Please enter a reason.').waitFor({ timeout: 10_000 });
      await dialog
        .getByTestId('dismiss-hit-dialog-reason')
        .fill('Registered in Munich, not the listed entity');
      await pressByKeyboard(dialog.getByTestId('dismiss-hit-dialog-confirm'));
      await expect.poll(() => open.count(), { timeout: 20_000 }).toBeLessThan(before);
    }
    await reviewer.getByTestId('screening-blocked').waitFor({ state: 'detached', timeout: 20_000 });
    await reviewer.getByTestId('supplier-verify').click();
    await expect
      .poll(() => reviewer.getByTestId('supplier-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('verified');
  });

  it("shows 'Screening…' until the workers' result arrives, then the result, without a reload", async () => {
    // With the workers away, the screening waits in the outbox: the page must say it is under way.
    await stack.stopWorkers();
    try {
      await buyer.goto(`${url}/supplier-verification`);
      await addSupplier(buyer, 'Danube Optics GmbH');
      const status = buyer.getByTestId('supplier-screening-status');
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('pending');
      expect(await status.innerText()).toContain('Screening…');
      await buyer.getByTestId('screening-in-progress').waitFor({ timeout: 20_000 });
      const item = buyer.getByTestId('supplier-list-item').filter({ hasText: 'Danube Optics GmbH' });
      await item.getByTestId('supplier-screening-pending').waitFor({ timeout: 20_000 });
      // A second member may not verify it yet, and is told why.
      await reviewer.goto(buyer.url());
      await reviewer.getByTestId('verify-screening-pending').waitFor({ timeout: 20_000 });
      expect(await reviewer.getByTestId('supplier-verify').isDisabled()).toBe(true);
    } finally {
      stack.startWorkers();
    }
    // The workers come back, screen it, and the result is pushed to both open pages.
    for (const page of [buyer, reviewer])
      await expect
        .poll(() => page.getByTestId('supplier-screening-status').getAttribute('data-status'), {
          timeout: 60_000,
        })
        .toBe('clear');
    await buyer.getByTestId('screening-in-progress').waitFor({ state: 'detached', timeout: 20_000 });
    await reviewer.getByTestId('verify-screening-pending').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await reviewer.getByTestId('supplier-verify').isEnabled()).toBe(true);
  });
});

describe('an account awaiting approval', () => {
  let pending: Page;
  beforeAll(async () => {
    pending = await signInThroughApi(stack, 'awaiting@example.com', 'supplier-password');
  });

  it('is told, in the add form, that it holds as many suppliers as it may until approved', async () => {
    await pending.goto(`${url}/supplier-verification`);
    await pending.getByTestId('supplier-list-item').first().waitFor({ timeout: 20_000 });
    await pending.getByTestId('supplier-add-new').click();
    const drawer = pending.getByTestId('add-supplier-drawer');
    await drawer.getByTestId('supplier-form-name').fill('Eleventh Supplier GmbH');
    await drawer.getByTestId('supplier-form-country').click();
    await pending.keyboard.type('Germany');
    await pending.keyboard.press('Enter');
    await drawer.getByTestId('supplier-form-category').fill('Electronics');
    await drawer.getByTestId('supplier-form-address').fill('Hafenstrasse 1, 20457 Hamburg');
    await drawer.getByTestId('supplier-form-registration').fill('HRB 4711');
    await drawer.getByTestId('supplier-form-email').fill('sales@example.de');
    await drawer.getByTestId('supplier-form-iban').fill('DE89370400440532013000');
    await drawer.getByTestId('supplier-form-swift').fill('COBADEFFXXX');
    await drawer.getByTestId('supplier-form-submit').click();
    await drawer
      .getByText(
        'Accounts awaiting approval can add up to 10 suppliers, and this organisation has 10. Approval of your account lifts this limit.',
      )
      .waitFor({ timeout: 20_000 });
  });

  it('is told, under the upload, that its documents fill what it may store until approved', async () => {
    // The register's own detail pane (an account awaiting approval has no detail page of its own).
    await pending.goto(`${url}/supplier-verification`);
    await pending.getByTestId('supplier-list-item').first().click();
    await pending.getByRole('tab', { name: 'Legal' }).click();
    await pending.getByTestId('document-upload-file').setInputFiles({
      name: 'trade-license.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await chooseSelectOption(pending.getByTestId('document-upload-type'), 'License');
    await pending.getByTestId('document-upload-submit').click();
    const alert = pending
      .getByRole('alert')
      .filter({ hasText: 'Accounts awaiting approval can store up to 25 MB' });
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.innerText()).toContain(
      'Delete a document to make room. Approval of your account lifts this limit.',
    );
  });
});
