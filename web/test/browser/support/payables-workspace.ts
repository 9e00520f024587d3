// The workspace the Bills and batch-payment browser tests start from, on the shared stack: an approved
// organisation of one member (signed in through the API) with verified, screened suppliers to pay, a scratch folder for the
// files the tests upload, and a colleague who may approve payments added when a test needs one. Browser
// tests stay on the product's surface: this imports the test support and the database, never web/src.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Organisation } from '@tradehub/db';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../../../gateway/src/auth/password.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildSupplier } from '../../../../infra/test-support/factories.js';

export interface PayablesWorkspace {
  stack: SharedBrowserStack;
  /** The member's page, signed in, on /payments. */
  page: Page;
  /** A scratch folder for the files a test writes and uploads. */
  dir: string;
  organisationId: string;
}

export async function openPayablesWorkspace(
  label: string,
  member: { email: string; password: string; businessName: string; fullName: string },
  suppliers: { names: readonly string[]; location: string; countryCode: string },
): Promise<PayablesWorkspace> {
  let organisationId = '';
  const stack = await joinSharedStack({
    seed: async (em) => {
      const { organisation, user } = buildApprovedMember(em, {
        email: member.email,
        passwordHash: await hashPassword(member.password),
        businessName: member.businessName,
        fullName: member.fullName,
      });
      organisationId = organisation.id;
      for (const name of suppliers.names)
        buildSupplier(em, {
          organisation,
          createdBy: user,
          name,
          location: suppliers.location,
          countryCode: suppliers.countryCode,
          category: 'Materials',
        });
    },
  });
  try {
    // Both files start on the Payments page.
    const page = await signInThroughApi(stack, member.email, member.password, { path: '/payments' });
    const dir = mkdtempSync(path.join(tmpdir(), `tradehub-${label}-`));
    return { stack, page, dir, organisationId };
  } catch (error) {
    // The caller never gets the stack to leave: leave it here rather than keep its connections open.
    await stack.stop();
    throw error;
  }
}

/** Leaves the stack and removes the scratch folder; safe after a beforeAll that failed half-way. */
export async function closePayablesWorkspace(
  workspace: Partial<Pick<PayablesWorkspace, 'stack' | 'dir'>>,
): Promise<void> {
  await workspace.stack?.stop();
  if (workspace.dir) rmSync(workspace.dir, { recursive: true, force: true });
}

/**
 * A colleague who may approve payments joins, and every payment and batch now needs one approver: the maker
 * then sees "awaiting approval" (or "scheduled") before a payment goes out.
 */
export async function addPaymentApprover(
  workspace: Pick<PayablesWorkspace, 'stack' | 'organisationId'>,
  approver: { email: string; password: string; fullName: string },
): Promise<void> {
  const em = workspace.stack.orm.em.fork();
  const organisation = await em.findOneOrFail(Organisation, workspace.organisationId);
  buildApprovedMember(em, {
    email: approver.email,
    passwordHash: await hashPassword(approver.password),
    organisation,
    fullName: approver.fullName,
    permissions: ['Payment Approval'],
  });
  organisation.policies = { ...organisation.policies, approvalTiers: [{ fromMinor: 0, approvers: 1 }] };
  await em.flush();
}
