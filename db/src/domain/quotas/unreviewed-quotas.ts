// What an organisation that no administrator has approved yet may use. A pending or rejected account keeps
// /supplier-verification (spec section 2), so without limits it could add suppliers, store documents and run
// sanctions screenings without end. The limits live here, once; approval lifts them, and approved
// organisations never meet them. Each check runs in the caller's transaction under the organisation's row
// lock, so two requests at the limit count one after the other and cannot both pass.
import { QUOTA_ERROR_CODES, type AccountStatus } from '@tradehub/contract';
import { Supplier, type EntityManager } from '../../index.js';
import { DomainError } from '../errors.js';
import { lockOrganisation } from '../accounts/organisation-lock.js';
import type { Actor } from '../actor.js';

export interface UnreviewedQuotas {
  /** Suppliers the organisation may hold. */
  suppliers: number;
  /** Bytes of supplier documents it may store at once (deleting one frees its bytes). */
  documentBytes: number;
  /** Sanctions screenings it may queue in any hour: each added supplier and each 'Screen again'. */
  screeningsPerHour: number;
}

/**
 * Enough to try the product on a real supplier or two with their documents; not enough to use an unreviewed
 * account as free screening or storage.
 */
export const UNREVIEWED_QUOTAS: UnreviewedQuotas = {
  suppliers: 10,
  documentBytes: 25 * 1024 * 1024,
  screeningsPerHour: 20,
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * The audit actions that queue a sanctions screening for an actor: counting them is counting screenings
 * (both are written in the transaction that queues the screening).
 */
export const SCREENING_REQUEST_ACTIONS = ['supplier.created', 'supplier.screening_requested'] as const;

/** Who spends: the organisation, and its standing (the viewer's status). */
export type QuotaActor = Pick<Actor, 'organisationId' | 'accountStatus'>;

/** Until an administrator approves the organisation (pending, rejected, or demo), its quotas apply. */
export const isUnderReview = (status: AccountStatus) => status !== 'approved';

const APPROVAL_LIFTS = 'Approval of your account lifts this limit.';

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/**
 * Takes the organisation's row lock when it is under review: the counts below then see every concurrent
 * spend that committed before, and the spends after wait for this transaction. Approved: nothing to lock.
 */
async function lockIfUnderReview(em: EntityManager, actor: QuotaActor): Promise<boolean> {
  if (!isUnderReview(actor.accountStatus)) return false;
  await lockOrganisation(em, actor.organisationId);
  return true;
}

/** 429 while the last hour holds as many screenings as allowed, saying when the oldest leaves the window. */
async function assertScreeningRoom(em: EntityManager, actor: QuotaActor, now: Date): Promise<void> {
  const limit = UNREVIEWED_QUOTAS.screeningsPerHour;
  const since = new Date(now.getTime() - HOUR_MS);
  const rows = await em
    .getConnection()
    .execute<{ created_at: Date }[]>(
      `select created_at from audit_log_entry where organisation_id = ? and created_at > ? and action in (${SCREENING_REQUEST_ACTIONS.map(() => '?').join(', ')}) order by created_at desc limit ?`,
      [actor.organisationId, since, ...SCREENING_REQUEST_ACTIONS, limit],
      'all',
      em.getTransactionContext(),
    );
  if (rows.length < limit) return;
  const oldest = new Date(rows[rows.length - 1]!.created_at);
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new DomainError(
    'too_many',
    QUOTA_ERROR_CODES.screenings,
    `Accounts awaiting approval can run up to ${limit} sanctions screenings an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}. ${APPROVAL_LIFTS}`,
    undefined,
    { params: { limit, retryAfterSeconds }, retryAfterSeconds },
  );
}

/**
 * Before a supplier is added: an organisation under review holds at most `suppliers` suppliers, and the
 * screening the new one queues counts against its screenings per hour.
 */
export async function assertCanAddSupplier(
  em: EntityManager,
  actor: QuotaActor,
  now = new Date(),
): Promise<void> {
  if (!(await lockIfUnderReview(em, actor))) return;
  const limit = UNREVIEWED_QUOTAS.suppliers;
  const used = await em.count(Supplier, { organisation: actor.organisationId });
  if (used >= limit)
    throw new DomainError(
      'forbidden',
      QUOTA_ERROR_CODES.suppliers,
      `Accounts awaiting approval can add up to ${limit} suppliers, and this organisation has ${used}. ${APPROVAL_LIFTS}`,
      undefined,
      { params: { limit, used } },
    );
  await assertScreeningRoom(em, actor, now);
}

/** Before a screening is queued by hand ('Screen again'): the screenings per hour of an organisation under review. */
export async function assertCanRequestScreening(
  em: EntityManager,
  actor: QuotaActor,
  now = new Date(),
): Promise<void> {
  if (!(await lockIfUnderReview(em, actor))) return;
  await assertScreeningRoom(em, actor, now);
}

/** The bytes of the organisation's stored supplier documents. */
async function storedDocumentBytes(em: EntityManager, organisationId: string): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ bytes: string | number | null }[]>(
      'select coalesce(sum(size_bytes), 0) as bytes from supplier_document where organisation_id = ?',
      [organisationId],
      'all',
      em.getTransactionContext(),
    );
  return Number(row?.bytes ?? 0);
}

/** Before a document of `sizeBytes` is recorded: an organisation under review stores at most `documentBytes`. */
export async function assertCanStoreDocument(
  em: EntityManager,
  actor: QuotaActor,
  sizeBytes: number,
): Promise<void> {
  if (!(await lockIfUnderReview(em, actor))) return;
  const limit = UNREVIEWED_QUOTAS.documentBytes;
  const used = await storedDocumentBytes(em, actor.organisationId);
  if (used + sizeBytes > limit)
    throw new DomainError(
      'forbidden',
      QUOTA_ERROR_CODES.documentBytes,
      `Accounts awaiting approval can store up to ${megabytes(limit)} of supplier documents: ${megabytes(used)} are stored and this file is ${megabytes(sizeBytes)}. Delete a document to make room. ${APPROVAL_LIFTS}`,
      undefined,
      { params: { limit, used, size: sizeBytes } },
    );
}
