// Browser tests: Supplier Verification → Add New, filled in as a person would (a German supplier with an
// IBAN and SWIFT code) and submitted, waiting for the confirmation.
import type { Page } from 'playwright-core';

export interface SupplierFormValues {
  name: string;
  category: string;
  address: string;
  registration: string;
  email: string;
}

export async function addSupplierThroughForm(page: Page, values: SupplierFormValues): Promise<void> {
  await page.getByTestId('supplier-add-new').click();
  const drawer = page.getByTestId('add-supplier-drawer');
  await drawer.getByTestId('supplier-form-name').fill(values.name);
  await drawer.getByTestId('supplier-form-country').click();
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');
  await drawer.getByTestId('supplier-form-category').fill(values.category);
  await drawer.getByTestId('supplier-form-address').fill(values.address);
  await drawer.getByTestId('supplier-form-registration').fill(values.registration);
  await drawer.getByTestId('supplier-form-email').fill(values.email);
  await drawer.getByTestId('supplier-form-iban').fill('DE89370400440532013000');
  await drawer.getByTestId('supplier-form-swift').fill('COBADEFFXXX');
  await drawer.getByTestId('supplier-form-submit').click();
  await page
    .getByText(`${values.name} was added and is pending verification.`)
    .first()
    .waitFor({ timeout: 20_000 });
}
