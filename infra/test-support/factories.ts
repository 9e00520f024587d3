import {
  Bill,
  FxTrade,
  Membership,
  Organisation,
  PERMISSIONS,
  Supplier,
  UserProfile,
  type EntityManager,
  type Permission,
} from '@tradehub/db';

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

const DAY_MS = 24 * 60 * 60 * 1000;

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
    em.create(Supplier, {
      organisation,
      createdBy,
      name: `Payee ${currency} ${Math.random().toString(36).slice(2, 7)}`,
      location: 'Germany',
      countryCode: 'DE',
      category: 'Metals',
      status: 'verified',
      riskScore: 'Low',
      screeningStatus: 'clear',
    });
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');
  const bill = em.create(Bill, {
    organisation,
    createdBy,
    supplier,
    reference: overrides.reference ?? `INV-${Math.random().toString(36).slice(2, 10)}`,
    currency,
    amountMinor,
    issueDate: today,
    dueDate: new Date(today.getTime() + dueInDays * DAY_MS),
    budgetRate: overrides.budgetRate ?? null,
    status: 'open',
  });
  const hedgedMinor = Math.round((amountMinor * (overrides.hedgedPercent ?? 0)) / 100);
  const forward =
    hedgedMinor > 0
      ? em.create(FxTrade, {
          organisation,
          createdBy,
          kind: 'forward',
          side: 'buy',
          currency,
          amountMinor: hedgedMinor,
          usdAmountMinor: hedgedMinor,
          rate: 1,
          valueDate: new Date(today.getTime() + Math.max(3, dueInDays) * DAY_MS),
          status: 'booked',
          quoteId: `test-${Math.random().toString(36).slice(2)}`,
        })
      : null;
  return { bill, forward, supplier };
}
