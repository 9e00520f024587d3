// Organisation policies (issue 19) on real PostgreSQL: the supplier-verification rule follows the team by
// default and an explicit choice otherwise; payment approval bands ask for 0, 1 or 2 approvers, the maker
// never counts and two approvals come from two different members; risk rules force approval as chosen;
// every policy change is audited with before and after; payees are screened again when the lists changed.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationPolicies } from '@tradehub/contract';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import {
  approvePayment,
  approvePolicyChange,
  assessApproval,
  cancelPolicyChange,
  createPayment,
  loadOrganisationPolicies,
  matchPaymentRiskRules,
  readPolicies,
  queueStaleScreenings,
  rejectPolicyChange,
  screenPayeeIfDue,
  supplierVerificationMode,
  updatePolicies,
  verifySupplier,
  type PaymentChange,
  type SupplierActor,
  type SeatActor,
} from '../../src/domain/index.js';
import {
  AuditLogEntry,
  Notification,
  Organisation,
  OutboxMessage,
  Payment,
  PolicyChange,
  SanctionsEntry,
  Supplier,
  type Permission,
} from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('policy-commands');
const { inTransaction } = db;

const actorOf = (
  member: { user: { id: string }; organisation: { id: string } },
  name: string,
  permissions: readonly string[],
): SeatActor & SupplierActor => ({
  userId: member.user.id,
  organisationId: member.organisation.id,
  displayName: name,
  permissions,
  accountStatus: 'approved',
});

/** An organisation of one approved member holding every permission. */
async function soleMember(email: string) {
  const em = db.orm.em.fork();
  const member = buildApprovedMember(em, { email, passwordHash: 'x', fullName: 'Sole Trader' });
  await em.flush();
  return member;
}

async function addMember(organisation: Organisation, email: string, permissions: Permission[]) {
  const em = db.orm.em.fork();
  const member = buildApprovedMember(em, {
    email,
    passwordHash: 'x',
    fullName: email.split('@')[0],
    organisation: em.getReference(Organisation, organisation.id),
    permissions,
  });
  await em.flush();
  return member;
}

async function addSupplier(
  organisationId: string,
  createdById: string,
  overrides: Partial<Pick<Supplier, 'status' | 'countryCode' | 'bankIban' | 'screenedAt' | 'name'>> = {},
) {
  const em = db.orm.em.fork();
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy: createdById,
    name: overrides.name ?? `Supplier ${randomUUID().slice(0, 8)}`,
    countryCode: overrides.countryCode ?? 'DE',
    status: overrides.status ?? 'pending',
    screenedAt: overrides.screenedAt ?? new Date(),
    bankIban: overrides.bankIban ?? null,
  });
  await em.flush();
  return supplier;
}

const setPolicies = async (organisationId: string, policies: Partial<OrganisationPolicies>) => {
  const em = db.orm.em.fork();
  const organisation = await em.findOneOrFail(Organisation, organisationId);
  organisation.policies = policies;
  await em.flush();
};

beforeAll(async () => {});

describe('supplier verification policy', () => {
  it('lets a team of one verify its own supplier as a single reviewer, and says so in the audit log', async () => {
    const sole = await soleMember('sole@example.com');
    const { policies, team } = await loadOrganisationPolicies(db.orm.em.fork(), sole.organisation.id);
    expect(policies.supplierVerification).toBe('default');
    expect(team.verifiers).toEqual([sole.user.id]);
    expect(supplierVerificationMode(policies, team)).toBe('single_reviewer');

    const supplier = await addSupplier(sole.organisation.id, sole.user.id);
    const actor = actorOf(sole, 'Sole Trader', ['Supplier Management']);
    const change = await inTransaction((tx) => verifySupplier(tx, actor, supplier.id));
    expect(change.supplier.status).toBe('verified');
    expect(change.events.audit[0]).toMatchObject({ action: 'supplier.verified' });
    expect(change.events.audit[0]!.changes).toMatchObject({
      review: { before: null, after: 'single reviewer' },
    });
    expect(change.events.activities[0]!.description).toContain('(single reviewer)');
  });

  it('applies four-eyes to new work once a second member may verify, and follows an explicit choice', async () => {
    const first = await soleMember('grows@example.com');
    const actor = actorOf(first, 'Sole Trader', ['Supplier Management']);
    await addMember(first.organisation, 'second-verifier@example.com', ['Risk Assessment']);
    const { policies, team } = await loadOrganisationPolicies(db.orm.em.fork(), first.organisation.id);
    expect(supplierVerificationMode(policies, team)).toBe('four_eyes');

    const supplier = await addSupplier(first.organisation.id, first.user.id);
    await expect(inTransaction((tx) => verifySupplier(tx, actor, supplier.id))).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'You added this supplier: another member must verify it (four-eyes).',
    });

    // An explicit single reviewer, whatever the team's size.
    await setPolicies(first.organisation.id, { supplierVerification: 'single_reviewer' });
    const verified = await inTransaction((tx) => verifySupplier(tx, actor, supplier.id));
    expect(verified.events.audit[0]!.changes).toMatchObject({ review: { after: 'single reviewer' } });

    // An explicit four-eyes holds even for a team of one (it then needs a colleague).
    const alone = await soleMember('strict@example.com');
    await setPolicies(alone.organisation.id, { supplierVerification: 'four_eyes' });
    const own = await addSupplier(alone.organisation.id, alone.user.id);
    await expect(
      inTransaction((tx) => verifySupplier(tx, actorOf(alone, 'Strict', ['Supplier Management']), own.id)),
    ).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('payment approval bands and risk rules', () => {
  const policiesWith = (overrides: Partial<OrganisationPolicies>) => readPolicies({ policies: overrides });
  const team = { verifiers: [], approvers: ['maker', 'approver-1', 'approver-2'], managers: [] };
  const assess = (
    policies: OrganisationPolicies,
    baseAmountMinor: number,
    matchedRules: Parameters<typeof assessApproval>[0]['matchedRules'] = [],
    who = team,
  ) => assessApproval({ policies, baseAmountMinor, matchedRules, team: who, makerId: 'maker' });

  it("defaults to today's threshold rule: none below 10,000.00, one from it", () => {
    const defaults = readPolicies({ policies: {} });
    expect(defaults.approvalTiers).toEqual([
      { fromMinor: 0, approvers: 0 },
      { fromMinor: 1_000_000, approvers: 1 },
    ]);
    expect(assess(defaults, 999_999)).toMatchObject({ approvalsRequired: 0, approvalReasons: [] });
    expect(assess(defaults, 1_000_000)).toMatchObject({
      approvalsRequired: 1,
      approvalReasons: ['over_threshold'],
      approversAvailable: 2,
      approversMissing: 0,
    });
  });

  it('asks each band for its approvers, and counts the approvers the organisation lacks', () => {
    const policies = policiesWith({
      approvalTiers: [
        { fromMinor: 0, approvers: 0 },
        { fromMinor: 100_000, approvers: 1 },
        { fromMinor: 5_000_000, approvers: 2 },
      ],
    });
    expect(assess(policies, 99_999).approvalsRequired).toBe(0);
    expect(assess(policies, 100_000).approvalsRequired).toBe(1);
    expect(assess(policies, 4_999_999).approvalsRequired).toBe(1);
    expect(assess(policies, 5_000_000).approvalsRequired).toBe(2);
    // The maker never counts: with one other approver, a two-approver band lacks one person.
    const small = { verifiers: [], approvers: ['maker', 'approver-1'], managers: [] };
    expect(assess(policies, 5_000_000, [], small)).toMatchObject({
      approvalsRequired: 2,
      approversAvailable: 1,
      approversMissing: 1,
    });
  });

  it('forces one approval for a matched rule as chosen: always, with a team, or off', () => {
    const alone = { verifiers: [], approvers: ['maker'], managers: [] };
    const defaults = readPolicies({ policies: {} });
    // 'with_team' (the default): enforced when a colleague can approve, noted for a team of one.
    expect(assess(defaults, 100, ['firstPayment'])).toMatchObject({
      approvalsRequired: 1,
      approvalReasons: ['first_payment'],
      notedReasons: [],
    });
    expect(assess(defaults, 100, ['firstPayment', 'countryMismatch'], alone)).toMatchObject({
      approvalsRequired: 0,
      approvalReasons: [],
      notedReasons: ['first_payment', 'country_mismatch'],
      approversMissing: 0,
    });
    const always = policiesWith({
      riskRules: { firstPayment: 'always', newBankDetails: 'off', countryMismatch: 'with_team' },
    });
    expect(assess(always, 100, ['firstPayment'], alone)).toMatchObject({
      approvalsRequired: 1,
      approvalReasons: ['first_payment'],
      approversMissing: 1,
    });
    expect(assess(always, 100, ['newBankDetails'])).toMatchObject({ approvalsRequired: 0, notedReasons: [] });
    // A rule never lowers a band: a two-approver band stays two.
    const twoAbove = policiesWith({
      approvalTiers: [
        { fromMinor: 0, approvers: 0 },
        { fromMinor: 1_000, approvers: 2 },
      ],
    });
    expect(assess(twoAbove, 5_000, ['firstPayment'])).toMatchObject({
      approvalsRequired: 2,
      approvalReasons: ['over_threshold', 'first_payment'],
    });
  });

  it('matches first payments, recently changed bank details and a bank in another country', async () => {
    const sole = await soleMember('rules@example.com');
    const supplier = await addSupplier(sole.organisation.id, sole.user.id, {
      status: 'verified',
      countryCode: 'DE',
      bankIban: 'FR76 3000 6000 0112 3456 7890 189',
    });
    const em = db.orm.em.fork();
    const stored = await em.findOneOrFail(Supplier, supplier.id);
    stored.bankDetailsChangedAt = new Date(Date.now() - 60_000);
    expect(
      await matchPaymentRiskRules(em, { organisationId: sole.organisation.id, supplier: stored }),
    ).toEqual(['firstPayment', 'newBankDetails', 'countryMismatch']);
    stored.bankIban = 'DE89 3704 0044 0532 0130 00';
    stored.bankDetailsChangedAt = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    expect(
      await matchPaymentRiskRules(em, { organisationId: sole.organisation.id, supplier: stored }),
    ).toEqual(['firstPayment']);
  });
});

describe('two approvers', () => {
  it('needs two different members besides the maker; the maker never approves', async () => {
    const maker = await soleMember('maker@example.com');
    const a = await addMember(maker.organisation, 'approver-a@example.com', ['Payment Approval']);
    const b = await addMember(maker.organisation, 'approver-b@example.com', ['Payment Approval']);
    const supplier = await addSupplier(maker.organisation.id, maker.user.id, { status: 'verified' });
    const makerActor = actorOf(maker, 'Maker', ['Payment Approval', 'Supplier Management']);
    const created = await inTransaction((tx) =>
      createPayment(tx, makerActor, {
        supplier: { id: supplier.id, name: supplier.name },
        quote: {
          amountMinor: 6_000_000,
          fxRate: null,
          baseAmountMinor: 6_000_000,
          feeMinor: 0,
          approvalsRequired: 2,
          approvalReasons: ['over_threshold'],
        },
        currency: 'USD',
        method: 'Wire Transfer',
        reference: null,
        valueDate: '2026-11-26',
        idempotencyKey: randomUUID(),
      }),
    );
    const paymentId = created.payment.id;
    expect(created.payment).toMatchObject({
      approvalStatus: 'awaiting',
      approvalsRequired: 2,
      approvals: [],
    });

    await expect(inTransaction((tx) => approvePayment(tx, makerActor, paymentId))).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'You created this payment: another member must approve it.',
    });
    const first: PaymentChange = await inTransaction((tx) =>
      approvePayment(tx, actorOf(a, 'Approver A', ['Payment Approval']), paymentId),
    );
    expect(first.payment.approvalStatus).toBe('awaiting');
    expect(first.payment.approvals.map((approval) => approval.userId)).toEqual([a.user.id]);
    expect(first.events.audit.map((row) => row.action)).toEqual(['payment.approval_added']);
    expect(first.events.outbox.map((row) => row.kind)).toEqual(['socket']);

    await expect(
      inTransaction((tx) => approvePayment(tx, actorOf(a, 'Approver A', ['Payment Approval']), paymentId)),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'already_approved_by_you' });

    const second = await inTransaction((tx) =>
      approvePayment(tx, actorOf(b, 'Approver B', ['Payment Approval']), paymentId),
    );
    expect(second.payment.approvalStatus).toBe('approved');
    expect(second.payment.approvals.map((approval) => approval.userId)).toEqual([a.user.id, b.user.id]);
    expect(second.events.audit.map((row) => row.action)).toEqual(['payment.approved']);
    expect(second.events.outbox.map((row) => (row.payload as { name?: string }).name ?? row.kind)).toEqual([
      'socket',
      'settle-payment',
    ]);
    const stored = await db.orm.em.fork().findOneOrFail(Payment, paymentId);
    expect(stored.approvedBy?.id).toBe(b.user.id);
  });
});

describe('changing the policies', () => {
  it('needs Team Management, audits each change with before and after, and pushes policies:changed', async () => {
    const owner = await soleMember('policy-owner@example.com');
    const clerk = await addMember(owner.organisation, 'clerk@example.com', ['Payment Approval']);
    const next = readPolicies({
      policies: {
        supplierVerification: 'four_eyes',
        approvalTiers: [
          { fromMinor: 0, approvers: 0 },
          { fromMinor: 50_000, approvers: 1 },
          { fromMinor: 2_000_000, approvers: 2 },
        ],
      },
    });
    await expect(
      inTransaction((tx) => updatePolicies(tx, actorOf(clerk, 'Clerk', ['Payment Approval']), next)),
    ).rejects.toMatchObject({ kind: 'forbidden' });

    const ownerActor = actorOf(owner, 'Owner', ['Team Management']);
    const change = await inTransaction((tx) => updatePolicies(tx, ownerActor, next));
    expect(change.events.audit).toHaveLength(1);
    const audit = await db.orm.em
      .fork()
      .find(AuditLogEntry, { organisation: owner.organisation.id, action: 'organisation.policies_updated' });
    expect(audit).toHaveLength(1);
    const { baseCurrency } = await db.orm.em.fork().findOneOrFail(Organisation, owner.organisation.id);
    expect(audit[0]!.changes).toEqual({
      supplierVerification: { before: 'default', after: 'four_eyes' },
      approvalTiers: {
        before: [
          { fromMinor: 0, approvers: 0 },
          { fromMinor: 1_000_000, approvers: 1 },
        ],
        after: next.approvalTiers,
      },
      // Unchanged, for the audit log to say the bands as money.
      currency: { before: baseCurrency, after: baseCurrency },
    });
    const pushes = await db.orm.em
      .fork()
      .find(OutboxMessage, { aggregateType: 'organisation', aggregateId: owner.organisation.id });
    expect(pushes.map((row) => (row.payload as { event: string }).event)).toContain('policies:changed');
    const stored = await db.orm.em.fork().findOneOrFail(Organisation, owner.organisation.id);
    expect(readPolicies(stored)).toEqual(next);

    // The same policies again change nothing and audit nothing.
    const again = await inTransaction((tx) => updatePolicies(tx, ownerActor, next));
    expect(again.events.audit).toHaveLength(0);
  });
});

describe('payee screening at payment time', () => {
  it('queues a screening for the workers when the lists were imported after the last one, and the worker finds the match', async () => {
    const sole = await soleMember('rescreen@example.com');
    const em = db.orm.em.fork();
    em.create(SanctionsEntry, {
      list: 'ofac',
      externalId: `test-${randomUUID()}`,
      name: 'Rescreen Blocked Trading Company',
      aliases: [],
      partyType: 'entity',
      importedAt: new Date(),
    });
    await em.flush();
    const fresh = await addSupplier(sole.organisation.id, sole.user.id, {
      status: 'verified',
      name: 'Rescreen Blocked Trading Company',
      screenedAt: new Date(Date.now() + 60_000),
    });
    const stale = await addSupplier(sole.organisation.id, sole.user.id, {
      status: 'verified',
      name: 'Rescreen Blocked Trading Co',
      screenedAt: new Date(Date.now() - 60_000),
    });
    const waiting = await queueStaleScreenings(db.orm.em.fork(), [fresh, stale]);
    expect([...waiting]).toEqual([stale.id]);
    const read = async () =>
      new Map(
        (await db.orm.em.fork().find(Supplier, { id: { $in: [fresh.id, stale.id] } })).map((supplier) => [
          supplier.id,
          supplier,
        ]),
      );
    // Queued, not screened here: pending until a worker's result lands.
    expect((await read()).get(stale.id)!.screeningStatus).toBe('pending');
    const jobs = await db.orm.em
      .fork()
      .find(OutboxMessage, { aggregateType: 'supplier', aggregateId: stale.id, kind: 'job' });
    expect(jobs.map((row) => row.payload)).toEqual([
      { queue: 'screening', name: 'screen-supplier', data: { supplierId: stale.id } },
    ]);
    // Asked again while it waits: nothing more is queued.
    expect([...(await queueStaleScreenings(db.orm.em.fork(), [(await read()).get(stale.id)!]))]).toEqual([
      stale.id,
    ]);
    expect(await db.orm.em.fork().count(OutboxMessage, { aggregateId: stale.id, kind: 'job' })).toBe(1);

    // The payments worker screens a payee whose screening is due before the rail (as the queue's job would).
    expect(await screenPayeeIfDue(db.orm.em.fork(), stale.id)).toBe(true);
    expect(await screenPayeeIfDue(db.orm.em.fork(), fresh.id)).toBe(false);
    const after = await read();
    expect(after.get(stale.id)!.screeningStatus).toBe('hit');
    // Screened after the import: left as it was (its next screening will find the match).
    expect(after.get(fresh.id)!.screeningStatus).toBe('clear');
  });
});

describe('a change that weakens a control (issue 24)', () => {
  const managerActor = (member: { user: { id: string }; organisation: { id: string } }, name: string) =>
    actorOf(member, name, ['Team Management', 'Payment Approval']);
  const noticesOf = async (userId: string, title: string) =>
    db.orm.em.fork().count(Notification, { user: userId, title });
  const auditsOf = async (organisationId: string, action: string) =>
    db.orm.em
      .fork()
      .find(AuditLogEntry, { organisation: organisationId, action }, { orderBy: { id: 'asc' } });
  const storedPolicies = async (organisationId: string) =>
    readPolicies(await db.orm.em.fork().findOneOrFail(Organisation, organisationId));

  async function teamOfTwoManagers(prefix: string) {
    const a = await soleMember(`${prefix}-a@example.com`);
    const b = await addMember(a.organisation, `${prefix}-b@example.com`, ['Team Management']);
    const approver = await addMember(a.organisation, `${prefix}-approver@example.com`, ['Payment Approval']);
    const buyer = await addMember(a.organisation, `${prefix}-buyer@example.com`, ['Supplier Management']);
    return { a, b, approver, buyer, organisationId: a.organisation.id };
  }

  it('waits for a second Team Manager: proposed, announced, approved by the other one, then applied', async () => {
    const { a, b, approver, buyer, organisationId } = await teamOfTwoManagers('weaken');
    const defaults = readPolicies({ policies: {} });
    // The attack: one Team Manager sets every band to 0 approvers and pays a million unapproved.
    const noApprovers = { ...defaults, approvalTiers: [{ fromMinor: 0, approvers: 0 }] };
    const proposed = await inTransaction((tx) => updatePolicies(tx, managerActor(a, 'Ann A'), noApprovers));
    expect(proposed.outcome).toBe('proposed');
    expect(await storedPolicies(organisationId)).toEqual(defaults);
    const change = await db.orm.em.fork().findOneOrFail(PolicyChange, proposed.change!.id);
    expect(change).toMatchObject({
      status: 'pending',
      proposedPolicies: noApprovers,
      basePolicies: defaults,
    });
    expect(change.weakens).toEqual([{ kind: 'approval_band', fromMinor: 1_000_000, before: 1, after: 0 }]);
    const [audit] = await auditsOf(organisationId, 'organisation.policy_change_proposed');
    expect(audit!.changes).toMatchObject({
      approvalTiers: { before: defaults.approvalTiers, after: noApprovers.approvalTiers },
      weakens: { after: change.weakens },
    });
    // Every Team Manager and payment approver hears of it, in the same transaction; not the proposer, not
    // a member who neither manages nor approves.
    expect(proposed.events.notifications.map((row) => row.user.id).sort()).toEqual(
      [b.user.id, approver.user.id].sort(),
    );
    expect(await noticesOf(buyer.user.id, 'Policy change awaiting approval')).toBe(0);
    // Stored as codes and structured weakenings (the web says them in the reader's language); the English
    // text stays as the stored description, the fallback.
    const { baseCurrency } = await db.orm.em.fork().findOneOrFail(Organisation, organisationId);
    for (const written of [...proposed.events.activities, ...proposed.events.notifications]) {
      expect(written.messageKey).toBe('policyChangeProposed');
      expect(written.params).toEqual({
        by: 'Ann A',
        weakensWeakenings: expect.any(String),
        currency: baseCurrency,
      });
      expect(JSON.parse(String(written.params!.weakensWeakenings))).toEqual(change.weakens);
    }
    expect(proposed.events.activities[0]!.description).toContain('weakens the approval band from 10000.00');
    const pushes = proposed.events.outbox.map((row) => row.payload as { event: string; args: unknown[] });
    expect(pushes).toContainEqual(
      expect.objectContaining({
        event: 'policies:changed',
        args: [{ outcome: 'proposed', pendingChangeId: change.id }],
      }),
    );

    // One pending change at a time: another weakening is refused until this one is decided.
    const rulesOff = {
      ...defaults,
      riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' } as const,
    };
    await expect(
      inTransaction((tx) => updatePolicies(tx, managerActor(b, 'Bob B'), rulesOff)),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'policy_change_pending' });
    // Its proposer never approves it, nor does a member without Team Management.
    await expect(
      inTransaction((tx) => approvePolicyChange(tx, managerActor(a, 'Ann A'), change.id)),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      inTransaction((tx) =>
        approvePolicyChange(tx, actorOf(approver, 'Al Approver', ['Payment Approval']), change.id),
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    // The proposer cancels, the other one approves or rejects.
    await expect(
      inTransaction((tx) => cancelPolicyChange(tx, managerActor(b, 'Bob B'), change.id)),
    ).rejects.toMatchObject({ kind: 'forbidden' });

    const approved = await inTransaction((tx) =>
      approvePolicyChange(tx, managerActor(b, 'Bob B'), change.id),
    );
    expect(approved.outcome).toBe('approved');
    expect(await storedPolicies(organisationId)).toEqual(noApprovers);
    const decided = await db.orm.em.fork().findOneOrFail(PolicyChange, change.id);
    expect(decided).toMatchObject({ status: 'approved', decidedBy: { id: b.user.id } });
    expect((await auditsOf(organisationId, 'organisation.policy_change_approved')).length).toBe(1);
    expect(approved.events.activities.map(({ messageKey, params }) => ({ messageKey, params }))).toEqual([
      {
        messageKey: 'policiesChangedApproved',
        params: { by: 'Sole Trader', approver: 'Bob B', policiesCodeList: 'approvalTiers' },
      },
    ]);
    const [updated] = await auditsOf(organisationId, 'organisation.policies_updated');
    expect(updated!.changes).toMatchObject({
      approvalTiers: { after: noApprovers.approvalTiers },
      secondApproval: {
        after: {
          kind: 'approved',
          proposedBy: { id: a.user.id, name: 'Sole Trader' },
          approvedBy: { id: b.user.id, name: 'Bob B' },
        },
      },
    });
    expect(approved.events.notifications.map((row) => row.user.id).sort()).toEqual(
      [a.user.id, approver.user.id].sort(),
    );
    await expect(
      inTransaction((tx) => approvePolicyChange(tx, managerActor(b, 'Bob B'), change.id)),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'policy_change_not_pending' });
  });

  it('is rejected with a reason or cancelled by its proposer: nothing applies; every step is audited', async () => {
    const { a, b, approver, organisationId } = await teamOfTwoManagers('reject');
    const defaults = readPolicies({ policies: {} });
    const rulesOff = {
      ...defaults,
      riskRules: { firstPayment: 'off', newBankDetails: 'with_team', countryMismatch: 'always' } as const,
    };
    const first = await inTransaction((tx) => updatePolicies(tx, managerActor(a, 'Ann A'), rulesOff));
    expect(first.outcome).toBe('proposed');
    expect(first.change!.weakens).toEqual([
      { kind: 'risk_rule', rule: 'firstPayment', before: 'with_team', after: 'off' },
    ]);
    await expect(
      inTransaction((tx) => rejectPolicyChange(tx, managerActor(a, 'Ann A'), first.change!.id, null)),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    const rejected = await inTransaction((tx) =>
      rejectPolicyChange(
        tx,
        managerActor(b, 'Bob B'),
        first.change!.id,
        'We pay new suppliers with two pairs of eyes',
      ),
    );
    expect(rejected.outcome).toBe('rejected');
    expect(await storedPolicies(organisationId)).toEqual(defaults);
    expect(rejected.events.notifications.map((row) => row.user.id).sort()).toEqual(
      [a.user.id, approver.user.id].sort(),
    );
    for (const notification of rejected.events.notifications) {
      expect(notification.messageKey).toBe('policyChangeRejectedWithReason');
      expect(notification.params).toMatchObject({
        by: 'Bob B',
        reason: 'We pay new suppliers with two pairs of eyes',
      });
      expect(JSON.parse(String(notification.params!.weakensWeakenings))).toEqual(first.change!.weakens);
    }
    const [audit] = await auditsOf(organisationId, 'organisation.policy_change_rejected');
    expect(audit!.changes).toMatchObject({
      reason: { after: 'We pay new suppliers with two pairs of eyes' },
    });

    const single = { ...defaults, supplierVerification: 'single_reviewer' as const };
    const second = await inTransaction((tx) => updatePolicies(tx, managerActor(a, 'Ann A'), single));
    expect(second.change!.weakens).toEqual([
      { kind: 'supplier_verification', before: 'default', after: 'single_reviewer' },
    ]);
    const cancelled = await inTransaction((tx) =>
      cancelPolicyChange(tx, managerActor(a, 'Ann A'), second.change!.id),
    );
    expect(cancelled.outcome).toBe('cancelled');
    expect(await storedPolicies(organisationId)).toEqual(defaults);
    expect((await auditsOf(organisationId, 'organisation.policy_change_cancelled')).length).toBe(1);
    expect(
      await db.orm.em.fork().count(PolicyChange, { organisation: organisationId, status: 'pending' }),
    ).toBe(0);
  });

  it('applies a strengthening change at once, and a pending change goes stale when the policies change first', async () => {
    const { a, b, organisationId } = await teamOfTwoManagers('stale');
    const defaults = readPolicies({ policies: {} });
    // Adding a daily limit strengthens: applied at once although another Team Manager exists.
    const limited = { ...defaults, dailyUnapprovedLimitMinor: 2_500_000 };
    const added = await inTransaction((tx) => updatePolicies(tx, managerActor(a, 'Ann A'), limited));
    expect(added.outcome).toBe('applied');
    expect(await storedPolicies(organisationId)).toEqual(limited);
    expect(added.events.notifications.map((row) => row.title)).toContain('Policies changed');

    // Raising it weakens: pending.
    const raised = { ...limited, dailyUnapprovedLimitMinor: 10_000_000 };
    const proposed = await inTransaction((tx) => updatePolicies(tx, managerActor(a, 'Ann A'), raised));
    expect(proposed.change!.weakens).toEqual([{ kind: 'daily_limit', before: 2_500_000, after: 10_000_000 }]);
    // Meanwhile B adds a two-approver band: applied, and A's change, proposed against the old policies, is
    // stale (approving its full set would undo B's band).
    const stricter = {
      ...limited,
      approvalTiers: [...limited.approvalTiers, { fromMinor: 5_000_000, approvers: 2 }],
    };
    const applied = await inTransaction((tx) => updatePolicies(tx, managerActor(b, 'Bob B'), stricter));
    expect(applied.outcome).toBe('applied');
    expect((await db.orm.em.fork().findOneOrFail(PolicyChange, proposed.change!.id)).status).toBe('stale');
    expect((await auditsOf(organisationId, 'organisation.policy_change_stale')).length).toBe(1);
    expect(await noticesOf(a.user.id, 'Policy change no longer pending')).toBe(1);
    await expect(
      inTransaction((tx) => approvePolicyChange(tx, managerActor(b, 'Bob B'), proposed.change!.id)),
    ).rejects.toMatchObject({ code: 'policy_change_not_pending' });

    // Changed behind the commands' back (e.g. by hand in the database): found stale when approved.
    const again = await inTransaction((tx) =>
      updatePolicies(tx, managerActor(a, 'Ann A'), { ...stricter, dailyUnapprovedLimitMinor: null }),
    );
    expect(again.outcome).toBe('proposed');
    await setPolicies(organisationId, { ...stricter, supplierVerification: 'four_eyes' });
    const late = await inTransaction((tx) =>
      approvePolicyChange(tx, managerActor(b, 'Bob B'), again.change!.id),
    );
    expect(late.outcome).toBe('stale');
    expect((await storedPolicies(organisationId)).dailyUnapprovedLimitMinor).toBe(2_500_000);
    expect((await db.orm.em.fork().findOneOrFail(PolicyChange, again.change!.id)).status).toBe('stale');
  });

  it('applies at once where the organisation has one Team Manager, and the audit log says so', async () => {
    const sole = await soleMember('only-manager@example.com');
    const defaults = readPolicies({ policies: {} });
    const weaker = { ...defaults, approvalTiers: [{ fromMinor: 0, approvers: 0 }] };
    const change = await inTransaction((tx) => updatePolicies(tx, managerActor(sole, 'Sole'), weaker));
    expect(change.outcome).toBe('applied');
    expect(await storedPolicies(sole.organisation.id)).toEqual(weaker);
    const [audit] = await auditsOf(sole.organisation.id, 'organisation.policies_updated');
    expect(audit!.changes).toMatchObject({
      secondApproval: { before: null, after: { kind: 'no_other_team_manager' } },
      weakens: { after: [{ kind: 'approval_band', fromMinor: 1_000_000, before: 1, after: 0 }] },
    });
  });
});
