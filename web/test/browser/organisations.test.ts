import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember, buildMember, buildSupplier } from '../../../infra/test-support/factories.js';
import { pressByKeyboard } from '../../../infra/test-support/keyboard-actions.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { hashPassword } from '../../../gateway/src/auth/password.js';

// A person who belongs to two organisations works in one at a time, chosen in the user menu, and sees that
// organisation's data only (issue 24: review is of an organisation; the one worked in decides everything).
const PASSWORD = 'two organisations';
const PERSON = 'dual.member@organisations.example';
const ALPHA = 'Alpha Imports';
const BETA = 'Beta Sourcing';
const ALPHA_SUPPLIER = 'Alpha Steel GmbH';
const BETA_SUPPLIER = 'Beta Textiles Ltd';

let stack: SharedBrowserStack;

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  stack = await joinSharedStack({
    seed: async (em) => {
      const alpha = buildApprovedMember(em, {
        email: PERSON,
        passwordHash,
        businessName: ALPHA,
        fullName: 'Dana Dual',
      });
      const beta = buildApprovedMember(em, {
        email: 'beta.owner@organisations.example',
        passwordHash,
        businessName: BETA,
      });
      // Invited into Beta later than they founded Alpha.
      buildMember(em, {
        organisation: beta.organisation,
        user: alpha.user,
        role: 'Buyer',
        permissions: ['Supplier Management'],
        createdBy: beta.user,
        createdAt: new Date(Date.now() + 1_000),
      });
      for (const [organisation, createdBy, name] of [
        [alpha.organisation, alpha.user, ALPHA_SUPPLIER],
        [beta.organisation, beta.user, BETA_SUPPLIER],
      ] as const)
        buildSupplier(em, { organisation, createdBy, name, category: 'Raw Materials', status: 'pending' });
    },
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

async function supplierNamesShown(page: Page): Promise<{ alpha: boolean; beta: boolean }> {
  await page.goto(`${stack.url}/supplier-verification`);
  await page.getByRole('heading', { name: 'Supplier Verification' }).first().waitFor({ timeout: 20_000 });
  await page
    .getByText(new RegExp(`${ALPHA_SUPPLIER}|${BETA_SUPPLIER}`))
    .first()
    .waitFor({ timeout: 20_000 });
  return {
    alpha: await page.getByText(ALPHA_SUPPLIER).first().isVisible(),
    beta: await page.getByText(BETA_SUPPLIER).first().isVisible(),
  };
}

async function switchTo(page: Page, organisation: string) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await pressByKeyboard(page.getByRole('menuitem', { name: `Work in ${organisation}` }));
  // The app starts afresh on the new organisation's dashboard, which is titled with its name.
  await page.getByRole('heading', { name: organisation, level: 1 }).waitFor({ timeout: 20_000 });
  expect(page.url()).toBe(`${stack.url}/`);
}

describe('a member of two organisations', () => {
  it('switches between them in the user menu and sees each one’s data only, kept for the session', async () => {
    const page = await signInThroughApi(stack, PERSON, PASSWORD);
    expect(await supplierNamesShown(page)).toEqual({ alpha: true, beta: false });

    await switchTo(page, BETA);
    expect(await supplierNamesShown(page)).toEqual({ alpha: false, beta: true });
    // The menu says where they work, and the choice survives a reload (it is the session's).
    await page.reload();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: `You are working in ${BETA}` }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    expect(await supplierNamesShown(page)).toEqual({ alpha: false, beta: true });

    // Live in the organisation worked in: Beta's owner adds a supplier, and the open list shows it.
    const owner = await signInThroughApi(stack, 'beta.owner@organisations.example', PASSWORD);
    const added = await owner.evaluate(async () => {
      const response = await fetch('/api/suppliers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Beta Live Buttons Co',
          countryCode: 'DE',
          category: 'Textiles',
          address: 'Hauptstraße 2, Berlin',
          registrationNumber: 'HRB 777',
          contactEmail: 'hello@buttons.example',
          bankIban: 'DE89 3704 0044 0532 0130 00',
          bankSwift: 'DEUTDEFF',
        }),
      });
      return response.status;
    });
    expect(added).toBe(201);
    await page.getByText('Beta Live Buttons Co').first().waitFor({ timeout: 20_000 });

    await switchTo(page, ALPHA);
    expect(await supplierNamesShown(page)).toEqual({ alpha: true, beta: false });
    expect(await page.getByText('Beta Live Buttons Co').count()).toBe(0);
    await owner.context().close();
    await page.context().close();
  });

  it('the Owner hands the organisation to them on the Team page, and the Owner badge moves', async () => {
    const owner = await signInThroughApi(stack, 'beta.owner@organisations.example', PASSWORD, {
      path: '/team',
    });
    const cardOf = (email: string) =>
      owner.getByTestId('team-member-card').filter({ has: owner.getByText(email, { exact: true }) });
    await cardOf(PERSON).waitFor({ timeout: 20_000 });
    await cardOf('beta.owner@organisations.example').getByTestId('team-member-owner').waitFor();
    // Nobody removes the Owner: their card offers no Remove.
    expect(await cardOf('beta.owner@organisations.example').getByTestId('team-remove-member').count()).toBe(
      0,
    );

    await pressByKeyboard(cardOf(PERSON).getByTestId('team-make-owner'));
    await owner.getByRole('button', { name: 'Make Owner' }).last().click();
    await owner.getByText('Dana Dual is now the Owner.').waitFor({ timeout: 20_000 });
    await cardOf(PERSON).getByTestId('team-member-owner').waitFor({ timeout: 20_000 });
    expect(await cardOf('beta.owner@organisations.example').getByTestId('team-member-owner').count()).toBe(0);
    // Only the Owner hands it on: the former Owner is offered it no more.
    expect(await owner.getByTestId('team-make-owner').count()).toBe(0);
    await owner.context().close();
  });
});
