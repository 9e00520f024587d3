// Issue 19, "Approval policies that fit a team of one and a team of fifty": a fresh sign-up alone in its
// organisation adds, verifies and pays a supplier (a single-reviewer verification, in the audit log); once a
// colleague who may verify joins, four-eyes applies to new suppliers. Then the Policies tab: bands changed,
// saved, audited, and followed live by a colleague's open Team page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSupplierThroughForm } from '../../../infra/test-support/add-supplier-form.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import { pressByKeyboard, setCheckedByKeyboard } from '../../../infra/test-support/keyboard-actions.js';
import {
  joinSharedStack,
  SHARED_STACK_ADMINS,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { extractLink } from '../../../infra/test-support/smtp-sink.js';

// In the shared stack's ADMIN_EMAILS: approved once its address is verified.
const OWNER_EMAIL = 'solo.owner@team-of-one.example';
const COLLEAGUE_EMAIL = 'second.pair@team-of-one.example';
const PASSWORD = 'team-of-one-password';
let stack: SharedBrowserStack;
let owner: Page;
let colleague: Page;
let url: string;
let firstSupplierId = '';

const shows = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().waitFor({ timeout: 20_000 });

async function newPage(): Promise<Page> {
  return (await stack.browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage();
}

async function signIn(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  if (!(await dialog.isVisible())) {
    await page.goto(url);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  }
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
}

async function addSupplier(page: Page, name: string): Promise<string> {
  await page.goto(`${url}/supplier-verification`);
  await addSupplierThroughForm(page, {
    name,
    category: 'Valves',
    address: 'Rheinstrasse 1, 50667 Cologne',
    registration: 'HRB 765432',
    email: 'orders@example.de',
  });
  const item = page.getByTestId('supplier-list-item').filter({ hasText: name });
  await item.waitFor({ timeout: 20_000 });
  const id = (await item.getAttribute('data-supplier-id')) ?? '';
  expect(id).not.toBe('');
  return id;
}

/** A fresh Payments page, New Payment to the supplier for the amount, reviewed: the drawer with its quote. */
async function reviewPayment(page: Page, supplier: string, amount: string) {
  await page.goto(`${url}/payments`);
  await page.getByTestId('sandbox-note').waitFor({ timeout: 20_000 });
  await page.getByTestId('new-payment').click();
  const drawer = page.getByTestId('new-payment-drawer');
  await chooseSelectOption(drawer.getByTestId('payment-supplier'), supplier, { search: true });
  await fillAmount(page, amount);
  await drawer.getByTestId('payment-review').click();
  return drawer;
}

const auditEntries = (page: Page, action: string) =>
  page.evaluate(async (wanted) => {
    const answer = await fetch(`/api/audit?action=${encodeURIComponent(wanted)}&pageSize=100`);
    const body = (await answer.json()) as {
      items: {
        action: string;
        entityId: string;
        changes: Record<string, { before: unknown; after: unknown }>;
      }[];
    };
    return body.items;
  }, action);

async function fillAmount(page: Page, amount: string) {
  const drawer = page.getByTestId('new-payment-drawer');
  await drawer
    .getByTestId('payment-amount')
    .locator('input')
    .or(drawer.getByTestId('payment-amount'))
    .first()
    .fill(amount);
}

beforeAll(async () => {
  expect(SHARED_STACK_ADMINS).toContain(OWNER_EMAIL);
  stack = await joinSharedStack();
  url = stack.url;

  // A fresh sign-up, as a person does it: ADMIN_EMAILS makes the account approved once its address is verified.
  owner = await newPage();
  await owner.goto(url);
  await owner.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Sign In' });
  await pressByKeyboard(dialog.getByRole('button', { name: 'Create an account' }));
  const create = owner.getByRole('dialog', { name: 'Create Account' });
  await create.getByLabel('Business Name').fill('Solo Valves Trading');
  await create.getByLabel('Email').fill(OWNER_EMAIL);
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await create.getByRole('button', { name: 'Create Account', exact: true }).click();
  await shows(owner, 'Email Verification Required');
  await owner.goto(extractLink((await stack.mailbox.waitFor(OWNER_EMAIL)).raw));
  await shows(owner, 'Your email address is verified. You can sign in now.');
  await signIn(owner, OWNER_EMAIL);
});

afterAll(async () => {
  await stack?.stop();
});

describe('a team of one, then a team of two', () => {
  it('adds a supplier and verifies it alone, recorded as a single-reviewer verification', async () => {
    firstSupplierId = await addSupplier(owner, 'Rhine Valve Works GmbH');
    await owner.goto(`${url}/supplier-verification/${firstSupplierId}`);
    const mode = owner.getByTestId('review-mode');
    await mode.waitFor({ timeout: 20_000 });
    expect(await mode.getAttribute('data-mode')).toBe('single_reviewer');
    await owner.getByTestId('review-single-reviewer').waitFor();
    expect(await owner.getByTestId('review-hint').count()).toBe(0);

    await owner.getByTestId('supplier-verify').click();
    await expect
      .poll(() => owner.getByTestId('supplier-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('verified');

    const verified = (await auditEntries(owner, 'supplier.verified')).find(
      (entry) => entry.entityId === firstSupplierId,
    );
    expect(verified?.changes.review?.after).toBe('single reviewer');
    await owner.goto(`${url}/audit`);
    await owner
      .getByTestId('audit-row')
      .filter({ hasText: 'supplier.verified' })
      .filter({ hasText: 'single reviewer' })
      .first()
      .waitFor({ timeout: 20_000 });
  });

  it('pays it without waiting for an approver, the first-payment rule noted, and sees it settle live', async () => {
    const drawer = await reviewPayment(owner, 'Rhine Valve Works GmbH', '750.00');
    await drawer.getByTestId('quote-no-approval').waitFor({ timeout: 20_000 });
    const noted = drawer.locator('[data-testid="quote-noted-reason"][data-reason="first_payment"]');
    expect(await noted.innerText()).toBe(
      'Noted: first payment to this supplier — no colleague can approve yet.',
    );
    expect(await drawer.getByTestId('quote-approvers-missing').count()).toBe(0);
    await drawer.getByTestId('payment-confirm').click();

    // The settlement is pushed: the open list changes without a reload.
    const row = owner.getByTestId('payment-row').filter({ hasText: 'Rhine Valve Works GmbH' }).first();
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).toBe('completed');
  });

  it('is told a larger payment needs a second approver, follows the link and invites a colleague', async () => {
    // A fresh payments page (the last payment's details drawer is open over this one).
    const drawer = await reviewPayment(owner, 'Rhine Valve Works GmbH', '12000.00');
    const hint = drawer.getByTestId('quote-approvers-missing');
    await hint.waitFor({ timeout: 20_000 });
    expect(await hint.innerText()).toContain(
      'Needs a second approver: invite a colleague with Payment Approval',
    );
    await drawer.getByTestId('quote-approvers-missing-link').click();

    // The link opens Add Team Member on the Team page.
    const form = owner.getByTestId('team-invite-form');
    await form.waitFor({ timeout: 20_000 });
    expect(new URL(owner.url()).search).toBe('?invite=1');
    await form.getByTestId('team-invite-email').fill(COLLEAGUE_EMAIL);
    await form.getByTestId('team-invite-role').fill('Procurement Reviewer');
    await setCheckedByKeyboard(form.getByRole('checkbox', { name: 'Supplier Management' }), true);
    await setCheckedByKeyboard(form.getByRole('checkbox', { name: 'Payment Approval' }), true);
    await owner.getByTestId('team-invite-submit').click();
    await owner
      .getByTestId('team-invite-row')
      .filter({ hasText: COLLEAGUE_EMAIL })
      .waitFor({ timeout: 20_000 });

    // The colleague accepts in a browser of their own.
    const inviteLink = extractLink((await stack.mailbox.waitFor(COLLEAGUE_EMAIL)).raw, '/invite/');
    colleague = await newPage();
    await colleague.goto(inviteLink);
    await colleague.getByTestId('invite-create-account').click();
    const create = colleague.getByRole('dialog', { name: 'Create Account' });
    await create.getByLabel('Business Name').fill('Second Pair Personal');
    if (!(await create.getByLabel('Email').inputValue()))
      await create.getByLabel('Email').fill(COLLEAGUE_EMAIL);
    await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await create.getByRole('button', { name: 'Create Account', exact: true }).click();
    await shows(colleague, 'Email Verification Required');
    await colleague.goto(extractLink((await stack.mailbox.waitFor(COLLEAGUE_EMAIL, 20_000, 2)).raw));
    await shows(colleague, 'Your email address is verified. You can sign in now.');
    await signIn(colleague, COLLEAGUE_EMAIL);
    await colleague.goto(inviteLink);
    await colleague.getByTestId('invite-accept').click();
    await expect
      .poll(
        async () =>
          (await colleague.evaluate(async () => (await fetch('/api/profile')).json())).profile?.organisation
            ?.name,
        { timeout: 20_000 },
      )
      .toBe('Solo Valves Trading');
  });

  it('applies four-eyes to a new supplier once the colleague may verify: only the colleague verifies it', async () => {
    const supplierId = await addSupplier(owner, 'Moselle Pump Company GmbH');
    await owner.goto(`${url}/supplier-verification/${supplierId}`);
    const hint = owner.getByTestId('review-hint');
    await hint.waitFor({ timeout: 20_000 });
    expect(await hint.getAttribute('data-hint')).toBe('fourEyes');
    expect(await owner.getByTestId('review-mode').getAttribute('data-mode')).toBe('four_eyes');
    expect(await owner.getByTestId('supplier-verify').count()).toBe(0);
    expect(await owner.getByTestId('review-needs-reviewer').count()).toBe(0);

    await colleague.goto(`${url}/supplier-verification/${supplierId}`);
    await colleague.getByTestId('supplier-verify').click();
    await expect
      .poll(() => colleague.getByTestId('supplier-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('verified');
    const verified = (await auditEntries(owner, 'supplier.verified')).find(
      (entry) => entry.entityId === supplierId,
    );
    expect(verified?.changes.review?.after).toBe('four-eyes');
  });

  it('changes the approval bands on the Policies tab: audited, and a colleague’s open Team page follows', async () => {
    await colleague.goto(`${url}/team?tab=policies`);
    const readOnly = colleague.getByTestId('team-policies');
    await readOnly.waitFor({ timeout: 20_000 });
    expect(await readOnly.getAttribute('data-can-edit')).toBe('false');
    await colleague.getByTestId('team-policies-read-only').waitFor();
    expect(await colleague.getByTestId('policy-band').count()).toBe(2);
    expect(await colleague.getByTestId('policy-verification-today').innerText()).toContain('four-eyes');

    await owner.goto(`${url}/team`);
    await owner.getByRole('tab', { name: 'Policies' }).click();
    await owner.getByTestId('team-policies').waitFor({ timeout: 20_000 });
    expect(new URL(owner.url()).search).toBe('?tab=policies');
    await owner.getByTestId('policy-band-add').click();
    const third = owner.getByTestId('policy-band').nth(2);
    const from = third.getByTestId('policy-band-from');
    await from.fill('50,000');
    await third.getByTestId('policy-band-error').waitFor();
    expect(await third.getByTestId('policy-band-error').innerText()).toBe('Enter an amount like 10000.00.');
    await from.fill('50000.00');
    await setCheckedByKeyboard(third.getByRole('radio', { name: 'Two' }), true);
    await owner.getByTestId('team-policies-save').click();
    await shows(owner, 'Policies saved.');

    // The colleague's page follows the policies:changed push without a reload.
    await expect.poll(() => colleague.getByTestId('policy-band').count(), { timeout: 20_000 }).toBe(3);
    expect(
      await colleague.getByTestId('policy-band').nth(2).getByTestId('policy-band-from').inputValue(),
    ).toBe('50000.00');

    const updated = await auditEntries(owner, 'organisation.policies_updated');
    expect(updated[0]?.changes.approvalTiers?.after).toEqual([
      { fromMinor: 0, approvers: 0 },
      { fromMinor: 1_000_000, approvers: 1 },
      { fromMinor: 5_000_000, approvers: 2 },
    ]);
    await owner.goto(`${url}/audit`);
    await owner
      .getByTestId('audit-row')
      .filter({ hasText: 'organisation.policies_updated' })
      .first()
      .waitFor({ timeout: 20_000 });
  });
});
