import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { chooseLanguage, signInThroughDialog } from '../../../infra/test-support/browser-stack.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildPayment, buildSupplier } from '../../../infra/test-support/factories.js';
import { extractLink } from '../../../infra/test-support/smtp-sink.js';
import { setCheckedByKeyboard } from '../../../infra/test-support/keyboard-actions.js';

let stack: SharedBrowserStack;
let owner: Page;
let organisationId = '';
let url: string;
const PASSWORD = 'team-password-1';
const SPLIT_PAYMENT_ID = '5b7c3a52-2f1e-4c4e-9d0a-6f1d2c3b4a59';

async function newPage(): Promise<Page> {
  return (await stack.browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage();
}

const signIn = (
  email: string,
  { password = PASSWORD, page, path }: { password?: string; page?: Page; path?: string } = {},
) => signInThroughApi(stack, email, password, { page, path });

const auditActions = (page: Page) =>
  page.evaluate(async () => {
    const body = (await (await fetch('/api/audit?pageSize=100')).json()) as { items: { action: string }[] };
    return body.items.map((item) => item.action);
  });

beforeAll(async () => {
  stack = await joinSharedStack({
    seed: async (em) => {
      const passwordHash = await hashPassword(PASSWORD);
      const { organisation, user } = buildApprovedMember(em, {
        email: 'owner@team-settings.example',
        passwordHash,
        businessName: 'Northwind Traders',
        fullName: 'Olive Owner',
      });
      organisationId = organisation.id;
      buildApprovedMember(em, {
        email: 'approver@team-settings.example',
        passwordHash,
        organisation,
        fullName: 'Abe Approver',
        permissions: ['Payment Approval'],
      });
      // A second Team Manager (the second pair of eyes on policy changes), and one who holds little.
      buildApprovedMember(em, {
        email: 'manager2@team-settings.example',
        passwordHash,
        organisation,
        fullName: 'Mo Manager',
        permissions: ['Team Management'],
      });
      buildApprovedMember(em, {
        email: 'lead@team-settings.example',
        passwordHash,
        organisation,
        fullName: 'Lee Lead',
        permissions: ['Team Management', 'Supplier Management'],
      });
      const supplier = buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Oslo Fjord Fisheries',
        location: 'Norway',
        countryCode: 'NO',
        category: 'Food',
      });
      buildPayment(em, {
        organisation,
        createdBy: user,
        supplier,
        amountMinor: 2_500_000,
        method: 'Wire Transfer',
        approvalStatus: 'awaiting',
        approvalReasons: ['over_threshold'],
      });
      // A payment under the band that needed approval with the maker's two earlier ones to the supplier.
      buildPayment(em, {
        id: SPLIT_PAYMENT_ID,
        organisation,
        createdBy: user,
        supplier,
        amountMinor: 600_000,
        baseAmountMinor: 600_000,
        method: 'ACH',
        approvalStatus: 'awaiting',
        approvalsRequired: 1,
        approvalReasons: ['recent_payments'],
        approvalBasis: {
          recentToSupplier: { supplierName: 'Oslo Fjord Fisheries', count: 2, totalMinor: 1_500_000 },
          dailyLimit: null,
        },
      });
    },
  });
  url = stack.url;
  owner = await signIn('owner@team-settings.example');
});

afterAll(async () => {
  await stack?.stop();
});

describe('team, settings and the audit log in the browser', () => {
  it('invites a member who accepts from the received e-mail', async () => {
    await owner.goto(`${url}/team`);
    await owner.getByTestId('team-add-member').click();
    const form = owner.getByTestId('team-invite-form');
    await form.getByTestId('team-invite-email').fill('new.hire@team-settings.example');
    await form.getByTestId('team-invite-role').fill('Treasury Analyst');
    await setCheckedByKeyboard(form.getByRole('checkbox', { name: 'FX Management' }), true);
    await owner.getByTestId('team-invite-submit').click();
    await owner
      .getByTestId('team-invite-row')
      .filter({ hasText: 'new.hire@team-settings.example' })
      .waitFor({ timeout: 20_000 });

    const invitation = await stack.mailbox.waitFor('new.hire@team-settings.example');
    const inviteLink = extractLink(invitation.raw, '/invite/');
    const hire = await newPage();
    await hire.goto(inviteLink);
    await hire.getByTestId('invite-organisation').waitFor({ timeout: 20_000 });
    await hire.getByTestId('invite-create-account').click();
    const create = hire.getByRole('dialog', { name: 'Create Account' });
    await create.getByLabel('Business Name').fill('Hire Personal');
    if (!(await create.getByLabel('Email').inputValue()))
      await create.getByLabel('Email').fill('new.hire@team-settings.example');
    await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await create.getByRole('button', { name: 'Create Account', exact: true }).click();
    await hire.getByText('Email Verification Required').waitFor({ timeout: 20_000 });
    await hire.goto(
      extractLink((await stack.mailbox.waitFor('new.hire@team-settings.example', 20_000, 2)).raw),
    );
    await hire.getByText('Your email address is verified. You can sign in now.').waitFor({ timeout: 20_000 });
    // Signing up from an invitation is the subject here: through the dialog, as the new hire does it.
    await signInThroughDialog(stack, 'new.hire@team-settings.example', PASSWORD, { page: hire });
    await hire.goto(inviteLink);
    await hire.getByTestId('invite-accept').click();
    await expect
      .poll(
        async () =>
          (await hire.evaluate(async () => (await fetch('/api/profile')).json())).profile?.organisation?.name,
        {
          timeout: 20_000,
        },
      )
      .toBe('Northwind Traders');
    await owner.goto(`${url}/team`);
    await owner
      .getByTestId('team-member-card')
      .filter({ hasText: 'new.hire@team-settings.example' })
      .waitFor({ timeout: 20_000 });
  });

  it('takes Payment Approval away: the approve button goes and the API refuses', async () => {
    const approver = await signIn('approver@team-settings.example', { path: '/payments' });
    const pending = approver.getByTestId('pending-payment').first();
    await pending.waitFor({ timeout: 20_000 });
    expect(await pending.getByTestId('payment-approve').isEnabled()).toBe(true);

    await owner.goto(`${url}/team`);
    const card = owner.getByTestId('team-member-card').filter({ hasText: 'approver@team-settings.example' });
    await card.getByTestId('team-manage-permissions').click();
    await setCheckedByKeyboard(
      owner.getByTestId('team-permissions-checkboxes').getByRole('checkbox', { name: 'Payment Approval' }),
      false,
    );
    await owner.getByTestId('team-permissions-save').click();
    await expect
      .poll(async () => (await card.innerText()).includes('Payment Approval'), { timeout: 20_000 })
      .toBe(false);

    await approver.reload();
    await approver.getByTestId('pending-payment').first().waitFor({ timeout: 20_000 });
    const approve = approver.getByTestId('pending-payment').first().getByTestId('payment-approve');
    expect((await approve.count()) === 0 || (await approve.isDisabled())).toBe(true);
    const paymentId = await approver.getByTestId('pending-payment').first().getAttribute('data-payment-id');
    const status = await approver.evaluate(
      async (id) => (await fetch(`/api/payments/${id}/approve`, { method: 'POST' })).status,
      paymentId,
    );
    expect(status).toBe(403);
  });

  it('lets a Team Manager grant only what they hold: the invite form disables and explains the rest', async () => {
    const lead = await signIn('lead@team-settings.example', { path: '/team?invite=1' });
    const form = lead.getByTestId('team-invite-form');
    await form.waitFor({ timeout: 20_000 });
    expect(await form.getByRole('checkbox', { name: 'Payment Approval' }).isDisabled()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Supplier Management' }).isDisabled()).toBe(false);
    const hint = lead.getByTestId('team-grant-only-held');
    expect(await hint.innerText()).toContain('You can only grant permissions you hold yourself.');
    expect(await hint.innerText()).toContain('Payment Approval');
    // Sent anyway, the gateway refuses it.
    const refused = await lead.evaluate(async () => {
      const answer = await fetch('/api/team/invites', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'lee.second.mailbox@team-settings.example',
          role: 'Approver',
          permissions: ['Payment Approval'],
        }),
      });
      return { status: answer.status, body: (await answer.json()) as { error: { code: string } } };
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'permission_not_held' } } });
    await lead.context().close();
  });

  it('says why a payment under the band needs approval: the maker’s other payments to the supplier', async () => {
    await owner.goto(`${url}/payments`);
    const pending = owner.locator(`[data-testid="pending-payment"][data-payment-id="${SPLIT_PAYMENT_ID}"]`);
    await pending.waitFor({ timeout: 20_000 });
    await pending.getByText('Oslo Fjord Fisheries').click();
    const reasons = owner.getByTestId('payment-approval-reasons');
    await reasons.waitFor({ timeout: 20_000 });
    expect(await reasons.innerText()).toBe(
      'Together with 2 payments to Oslo Fjord Fisheries in the last 24 hours: $15,000.00.',
    );
  });

  it('a change that weakens a control waits for the second Team Manager, who approves it from another browser', async () => {
    // The second Team Manager has the Policies tab open already: it follows without a reload.
    const second = await signIn('manager2@team-settings.example', { path: '/team?tab=policies' });
    await second.getByTestId('team-policies').waitFor({ timeout: 20_000 });
    expect(await second.getByTestId('policy-pending-change').count()).toBe(0);

    await owner.goto(`${url}/team?tab=policies`);
    await owner.getByTestId('team-policies').waitFor({ timeout: 20_000 });
    const rule = (page: Page) => page.locator('[data-testid="policy-risk-rule"][data-rule="firstPayment"]');
    await setCheckedByKeyboard(rule(owner).getByRole('radio', { name: 'Off' }), true);
    const hint = owner.getByTestId('team-policies-weakens');
    await hint.waitFor();
    expect(await hint.getAttribute('data-needs-approval')).toBe('true');
    const save = owner.getByTestId('team-policies-save');
    expect(await save.innerText()).toBe('Propose change');
    await save.click();
    await owner
      .getByText('Change proposed: it applies once another Team Manager approves it.')
      .waitFor({ timeout: 20_000 });
    const pendingHere = owner.getByTestId('policy-pending-change');
    await pendingHere.waitFor({ timeout: 20_000 });
    expect(await pendingHere.getByTestId('policy-pending-weakens').innerText()).toBe(
      'First payment to a supplier: When a colleague can approve → Off',
    );
    // Its proposer may cancel it, not approve it; the rule itself has not changed yet.
    expect(await pendingHere.getByTestId('policy-pending-approve').count()).toBe(0);
    expect(await pendingHere.getByTestId('policy-pending-cancel').count()).toBe(1);
    expect(await rule(owner).getByRole('radio', { name: 'When a colleague can approve' }).isChecked()).toBe(
      true,
    );

    // The other Team Manager's open page shows it live, and they approve it.
    const pendingThere = second.getByTestId('policy-pending-change');
    await pendingThere.waitFor({ timeout: 20_000 });
    await pendingThere.getByTestId('policy-pending-approve').click();
    await second.getByText('Policy change approved: it applies now.').waitFor({ timeout: 20_000 });

    // The proposer's page follows without a reload: nothing pending, the rule off.
    await expect.poll(() => pendingHere.count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(() => rule(owner).getByRole('radio', { name: 'Off' }).isChecked(), { timeout: 20_000 })
      .toBe(true);
    const audit = await auditActions(owner);
    expect(audit).toEqual(
      expect.arrayContaining([
        'organisation.policy_change_proposed',
        'organisation.policy_change_approved',
        'organisation.policies_updated',
      ]),
    );
    await second.context().close();
  });

  it('switches the dashboard and the sidebar to 中文', async () => {
    await owner.goto(url);
    // The dashboard has loaded before the language is switched.
    await owner.getByTestId('risk-tile-counterpartyRisk-value').waitFor({ timeout: 20_000 });
    await chooseLanguage(owner, '中文', 'zh');
    await owner
      .getByRole('navigation', { name: '主导航' })
      .getByText('仪表板')
      .first()
      .waitFor({ timeout: 20_000 });
    await owner.getByText('交易对手风险评分').first().waitFor({ timeout: 20_000 });
    await chooseLanguage(owner, 'English', 'en');
  });

  it('asks for the current password before a new e-mail address, then signs the other session out', async () => {
    const otherSession = await signIn('owner@team-settings.example');
    await owner.goto(`${url}/settings`);
    const currentPassword = owner.getByTestId('settings-email-current-password');
    await owner.getByTestId('settings-email').fill('owner.moves@team-settings.example');
    await currentPassword.waitFor({ timeout: 20_000 });
    await owner.getByTestId('settings-profile-save').click();
    await owner.getByText('This field is required.').waitFor({ timeout: 20_000 });
    await currentPassword.fill('not-the-password');
    await owner.getByTestId('settings-profile-save').click();
    await owner.getByText('Incorrect password.').waitFor({ timeout: 20_000 });
    expect(await otherSession.evaluate(async () => (await fetch('/api/profile')).status)).toBe(200);

    await currentPassword.fill(PASSWORD);
    await owner.getByTestId('settings-profile-save').click();
    await owner.getByTestId('settings-pending-email').waitFor({ timeout: 20_000 });
    expect(await otherSession.evaluate(async () => (await fetch('/api/profile')).status)).toBe(401);
    expect(await owner.evaluate(async () => (await fetch('/api/profile')).status)).toBe(200);
    // Until the link mailed to the new address is followed, the old one still signs in.
    await stack.mailbox.waitFor('owner.moves@team-settings.example');
  });

  it('changes the password and signs the other session out', async () => {
    const otherSession = await signIn('owner@team-settings.example');
    await owner.goto(`${url}/settings`);
    await owner.getByTestId('settings-current-password').fill(PASSWORD);
    await owner.getByTestId('settings-new-password').fill('a-brand-new-password');
    await owner.getByTestId('settings-password-save').click();
    await owner.getByTestId('settings-password-changed').waitFor({ timeout: 20_000 });
    expect(await otherSession.evaluate(async () => (await fetch('/api/profile')).status)).toBe(401);
    expect(await owner.evaluate(async () => (await fetch('/api/profile')).status)).toBe(200);
  });

  it('shows each of these in the audit log', async () => {
    await owner.goto(`${url}/audit`);
    await owner.getByTestId('audit-row').first().waitFor({ timeout: 20_000 });
    const actions = await auditActions(owner);
    expect(actions).toEqual(
      expect.arrayContaining([
        'team.invite_created',
        'team.invite_accepted',
        'team.member_updated',
        'settings.password-changed',
      ]),
    );
  });

  it('shows each entry in the very words of its CSV export, in 中文 and Español, in the reader’s time zone', async () => {
    // Both are the contract's one renderer of audit entries: the page draws it, the export writes it. A change
    // the system made, with money, a coded status and an instant, is the newest entry.
    await stack.orm.em.fork().execute(
      `insert into audit_log_entry (id, organisation_id, actor_id, action, entity_type, entity_id, changes, created_at)
       select gen_random_uuid()::text, organisation_id, null, 'payment.submitted', 'payment', 'pay-1', ?::jsonb, now()
         from audit_log_entry where action = 'settings.password-changed' and organisation_id = ? limit 1`,
      [
        JSON.stringify({
          status: { before: 'approved', after: 'processing' },
          amountMinor: { before: 1_234_567, after: 1_234_567 },
          currency: { before: 'EUR', after: 'EUR' },
          submittedAt: { before: null, after: '2026-11-27T02:05:00.000Z' },
        }),
        organisationId,
      ],
    );
    const reader = await (
      await stack.browser.newContext({ viewport: { width: 1400, height: 950 }, timezoneId: 'Asia/Shanghai' })
    ).newPage();
    await signIn('owner@team-settings.example', {
      password: 'a-brand-new-password',
      page: reader,
      path: '/audit',
    });
    for (const [label, language] of [
      ['中文', 'zh'],
      ['Español', 'es'],
    ] as const) {
      await chooseLanguage(reader, label, language);
      const exportLink = reader.getByTestId('audit-export');
      await expect
        .poll(() => exportLink.getAttribute('href'), { timeout: 20_000 })
        .toContain(`language=${language}`);
      await reader.getByTestId('audit-row').first().waitFor({ timeout: 20_000 });
      const shown = await reader.getByTestId('audit-row').evaluateAll((rows) =>
        rows.map((row) => {
          const cells = row.querySelectorAll('td');
          const lines = [...(cells[4]?.querySelectorAll('li') ?? [])].map((line) => line.textContent);
          return {
            actor: cells[1]?.textContent,
            action: cells[2]?.childNodes[0]?.textContent,
            entityType: cells[3]?.querySelector('span[title]')?.textContent,
            changes: lines.length > 0 ? lines.join('; ') : cells[4]?.textContent,
          };
        }),
      );
      const href = (await exportLink.getAttribute('href'))!;
      expect(href).toContain('timeZone=Asia%2FShanghai');
      const csv = await reader.evaluate(async (link) => (await fetch(link)).text(), href);
      // Columns by position (their headers are in the language too); newest first, as the page lists them.
      const [, ...records] = parse(csv, { bom: true }) as string[][];
      const written = records.slice(0, shown.length).map((record) => ({
        actor: record[1],
        action: record[2],
        entityType: record[4],
        changes: record[7],
      }));
      expect(shown.length).toBeGreaterThanOrEqual(5);
      expect(shown.some((row) => row.changes?.includes('→'))).toBe(true);
      expect(shown).toEqual(written);
      // The system's entry: its words in the language, the instant at Shanghai's 10:05 (02:05 UTC).
      expect(shown[0]?.actor).toBe(language === 'zh' ? '系统' : 'Sistema');
      expect(shown[0]?.changes).toMatch(/10:05/u);
    }
    await chooseLanguage(reader, 'English', 'en');
    await reader.context().close();
  });
});
