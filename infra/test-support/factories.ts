import { randomUUID } from 'node:crypto';
import {
  Bill,
  FxTrade,
  Membership,
  Organisation,
  Payment,
  PaymentBatch,
  PERMISSIONS,
  Supplier,
  UserProfile,
  type EntityManager,
  type Permission,
  type RequiredEntityData,
} from '@tradehub/db';
import { bookedEurForward } from './booked-fx-trade.js';

// Small builders with valid defaults (DESIGN.md convention 8): each returns an entity `em.create` made, with
// its id already set, for the caller to flush; a test passes as overrides only the values its assertions are about.

/** Any field of an entity may be overridden; `Required` names those a test must always give. */
type Overrides<T extends object, Required extends keyof RequiredEntityData<T> = never> = Partial<
  RequiredEntityData<T>
> &
  Pick<RequiredEntityData<T>, Required>;

/** A short random suffix, so rows with unique names or references never collide between tests. */
const unique = () => Math.random().toString(36).slice(2, 8);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of today: bills and trades are dated by day. */
const todayUtc = () => new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');

/** An approved organisation in USD, with no owner unless given. */
export function buildOrganisation(em: EntityManager, overrides: Overrides<Organisation> = {}): Organisation {
  return em.create(Organisation, {
    id: randomUUID(),
    name: `Test Imports ${unique()}`,
    status: 'approved',
    ...overrides,
  });
}

/**
 * A membership with every permission: of `user` (a verified person who cannot sign in with a password, made
 * unless given) in `organisation` (an approved one the new person owns, made unless given).
 */
export function buildMember(
  em: EntityManager,
  overrides: Overrides<Membership> & { email?: string } = {},
): Membership {
  const { email, ...fields } = overrides;
  const user =
    fields.user ??
    em.create(UserProfile, {
      id: randomUUID(),
      email: email ?? `member-${unique()}@example.com`,
      businessName: 'Test Imports Ltd',
      emailVerified: true,
    });
  const organisation = fields.organisation ?? buildOrganisation(em, { owner: user });
  return em.create(Membership, {
    id: randomUUID(),
    role: 'Member',
    permissions: [...PERMISSIONS],
    createdBy: user,
    ...fields,
    user,
    organisation,
  });
}

/** A verified German supplier of `organisation`, screened clear, Low risk. */
export function buildSupplier(
  em: EntityManager,
  overrides: Overrides<Supplier, 'organisation' | 'createdBy'>,
): Supplier {
  return em.create(Supplier, {
    id: randomUUID(),
    name: `Supplier ${unique()} GmbH`,
    location: 'Germany',
    countryCode: 'DE',
    category: 'Electronics',
    status: 'verified',
    riskScore: 'Low',
    screeningStatus: 'clear',
    ...overrides,
  });
}

/** A pending 100.00 USD bank transfer to `supplier`, dated now. */
export function buildPayment(
  em: EntityManager,
  overrides: Overrides<Payment, 'organisation' | 'createdBy' | 'supplier'>,
): Payment {
  return em.create(Payment, {
    id: randomUUID(),
    amountMinor: 10_000,
    currency: 'USD',
    method: 'Bank Transfer',
    status: 'pending',
    date: new Date(),
    ...overrides,
  });
}

/** A payment batch awaiting one approval, of no rows until the test adds its payments. */
export function buildBatch(
  em: EntityManager,
  overrides: Overrides<PaymentBatch, 'organisation' | 'createdBy'>,
): PaymentBatch {
  return em.create(PaymentBatch, {
    id: randomUUID(),
    fileName: 'payments.csv',
    fileHash: `hash-${unique()}`,
    status: 'awaiting_approval',
    rowCount: 0,
    totals: [],
    baseCurrency: 'USD',
    baseTotalMinor: 0,
    approvalsRequired: 1,
    approvalReasons: [],
    ...overrides,
  });
}

/** An open 1,000.00 USD bill of `supplier`, issued today and due in 30 days. */
export function buildBill(
  em: EntityManager,
  overrides: Overrides<Bill, 'organisation' | 'createdBy' | 'supplier'>,
): Bill {
  const issueDate = todayUtc();
  return em.create(Bill, {
    id: randomUUID(),
    reference: `INV-${unique()}`,
    currency: 'USD',
    amountMinor: 100_000,
    issueDate,
    dueDate: new Date(issueDate.getTime() + 30 * DAY_MS),
    budgetRate: null,
    status: 'open',
    ...overrides,
  });
}

/**
 * A booked forward buy of EUR 1,000.00 at 0.92184 EUR per 1 USD (USD 1,084.79, the terms of `bookedEurForward`),
 * valued in 30 days, under a quote id of its own.
 */
export function buildFxTrade(
  em: EntityManager,
  overrides: Overrides<FxTrade, 'organisation' | 'createdBy'>,
): FxTrade {
  const { valueDate: _fixedDay, ...terms } = bookedEurForward.terms;
  return em.create(FxTrade, {
    id: randomUUID(),
    ...terms,
    valueDate: new Date(todayUtc().getTime() + 30 * DAY_MS),
    status: 'booked',
    quoteId: `test-${randomUUID()}`,
    ...overrides,
  });
}

/**
 * An organisation with one verified, approved member who can sign in with `passwordHash`'s password
 * (DESIGN.md convention 8: small factories with overrides).
 */
export function buildApprovedMember(
  em: EntityManager,
  overrides: {
    email: string;
    passwordHash: string;
    organisation?: Organisation;
    businessName?: string;
    fullName?: string;
    permissions?: Permission[];
  },
) {
  const businessName = overrides.businessName ?? overrides.organisation?.name ?? 'Test Imports Ltd';
  const user = em.create(UserProfile, {
    email: overrides.email,
    businessName,
    fullName: overrides.fullName ?? null,
    passwordHash: overrides.passwordHash,
    emailVerified: true,
  });
  // Review is of an organisation: an approved member works in an approved one (its Owner when it is new).
  const organisation =
    overrides.organisation ??
    em.create(Organisation, { name: businessName, status: 'approved', owner: user });
  if (organisation.status === 'pending') organisation.status = 'approved';
  em.create(Membership, {
    organisation,
    user,
    role: 'Member',
    permissions: overrides.permissions ?? [...PERMISSIONS],
    createdBy: user,
  });
  return { organisation, user };
}

/**
 * A payable of `organisation` (an open bill of a supplier, made for it unless given) and, with
 * `hedgedPercent`, the booked forward hedging that share of it in the same maturity bucket: what an exposure
 * is made of (db/src/domain/fx/exposure).
 */
export function buildPayable(
  em: EntityManager,
  overrides: {
    organisation: Organisation | string;
    createdBy: UserProfile | string;
    currency: string;
    amountMinor: number;
    hedgedPercent?: number;
    dueInDays?: number;
    supplier?: Supplier | string;
    reference?: string;
    budgetRate?: number | null;
  },
) {
  const { organisation, createdBy, currency, amountMinor } = overrides;
  const dueInDays = overrides.dueInDays ?? 45;
  const supplier =
    overrides.supplier ??
    buildSupplier(em, { organisation, createdBy, name: `Payee ${currency} ${unique()}`, category: 'Metals' });
  const today = todayUtc();
  const bill = buildBill(em, {
    organisation,
    createdBy,
    supplier,
    currency,
    amountMinor,
    dueDate: new Date(today.getTime() + dueInDays * DAY_MS),
    budgetRate: overrides.budgetRate ?? null,
    ...(overrides.reference ? { reference: overrides.reference } : {}),
  });
  const hedgedMinor = Math.round((amountMinor * (overrides.hedgedPercent ?? 0)) / 100);
  const forward =
    hedgedMinor > 0
      ? buildFxTrade(em, {
          organisation,
          createdBy,
          currency,
          amountMinor: hedgedMinor,
          usdAmountMinor: hedgedMinor,
          rate: 1,
          valueDate: new Date(today.getTime() + Math.max(3, dueInDays) * DAY_MS),
        })
      : null;
  return { bill, forward, supplier };
}
