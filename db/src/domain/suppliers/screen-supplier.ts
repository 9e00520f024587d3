import {
  LockMode,
  Membership,
  ScreeningHit,
  Supplier,
  SupplierKeyPerson,
  type EntityManager,
} from '../../index.js';
import { rooms, SUPPLIER_REVIEW_PERMISSIONS, type ScreeningHitItem } from '@tradehub/contract';
import { pushSocket } from '../../outbox/writer.js';
import { DomainEvents } from '../notifications/domain-events.js';
import { loadScreeningEntries, type ScreeningEntry } from './entry-cache.js';
import { toScreeningHitItem } from './hit-item.js';
import { bestMatch, prepareName } from './name-match.js';
import { screeningStatusOf, type ScreeningOutcome } from './screening-status.js';
import { refreshRiskScore } from './supplier-risk.js';
import { supplierWebhookData } from './supplier-webhooks.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';

/** Who is told about a new possible match. */
const LIST_LABELS = { ofac: 'OFAC SDN', un: 'UN consolidated' } as const;

export interface ScreenSupplierOptions {
  /** Entries already loaded for a batch (screenAllSuppliers); loaded (cached) when omitted. */
  entries?: ScreeningEntry[];
}

export type ScreenSupplierResult =
  | { status: 'skipped'; reason: string }
  | { status: 'screened'; screeningStatus: ScreeningOutcome; hits: ScreeningHitItem[]; newHits: number };

interface Subject {
  type: 'supplier' | 'key_person';
  name: string;
}

/**
 * Screens a supplier's name and its key people's names against every stored sanctions entry and its
 * aliases. Hits are kept per (supplier, screened name, entry): a dismissed one stays dismissed, a match
 * that no longer holds is removed. New open hits raise the supplier's risk to High and alert the members
 * who manage suppliers or risk. CPU work over every list name: it runs in the workers (the 'screening' queue,
 * the payments processor, the lists' re-import), never in a gateway request (see queue-screening.ts).
 */
export async function screenSupplier(
  em: EntityManager,
  supplierId: string,
  { entries: given }: ScreenSupplierOptions = {},
): Promise<ScreenSupplierResult> {
  const entries = given ?? (await loadScreeningEntries(em));
  const result = await em.transactional(async (tx): Promise<ScreenSupplierResult> => {
    // The row lock makes two screenings of one supplier run one after the other.
    const supplier = await tx.findOne(Supplier, supplierId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!supplier) return { status: 'skipped', reason: 'supplier not found' };
    const people = await tx.find(SupplierKeyPerson, { supplier: supplierId }, { orderBy: { name: 'asc' } });
    const subjects: Subject[] = [
      { type: 'supplier', name: supplier.name },
      ...people.map((person) => ({ type: 'key_person' as const, name: person.name })),
    ];

    const matches = new Map<string, { subject: Subject; entryId: string; score: number }>();
    for (const subject of subjects) {
      const prepared = prepareName(subject.name);
      for (const entry of entries) {
        const match = bestMatch(prepared, entry.names);
        if (!match) continue;
        const key = `${subject.name}\u0000${entry.id}`;
        if ((matches.get(key)?.score ?? -1) < match.score)
          matches.set(key, { subject, entryId: entry.id, score: match.score });
      }
    }

    const existing = await tx.find(ScreeningHit, { supplier: supplierId });
    const existingByKey = new Map(existing.map((hit) => [`${hit.subjectName}\u0000${hit.entry.id}`, hit]));
    const created: ScreeningHit[] = [];
    for (const [key, match] of matches) {
      const hit = existingByKey.get(key);
      if (hit) {
        hit.score = match.score;
        continue;
      }
      created.push(
        tx.create(ScreeningHit, {
          organisation: supplier.organisation,
          supplier,
          subjectType: match.subject.type,
          subjectName: match.subject.name,
          entry: match.entryId,
          score: match.score,
        }),
      );
    }
    // A name that no longer matches (renamed supplier, entry off the list) has nothing to review.
    for (const hit of existing) {
      if (!matches.has(`${hit.subjectName}\u0000${hit.entry.id}`)) tx.remove(hit);
    }

    const kept = [
      ...existing.filter((hit) => matches.has(`${hit.subjectName}\u0000${hit.entry.id}`)),
      ...created,
    ];
    const previousStatus = supplier.screeningStatus;
    const screeningStatus = screeningStatusOf(kept);
    supplier.screeningStatus = screeningStatus;
    supplier.screenedAt = new Date();
    // The alert and 'supplier:changed' are outbox rows of this transaction: pushed once it commits.
    if (created.length > 0) await raiseAlert(tx, supplier, created);
    // The score counts the result (an open match is High whatever else holds).
    else await refreshRiskScore(tx, supplier);
    if (created.length > 0 || previousStatus !== screeningStatus)
      pushSocket(tx, {
        aggregate: ['supplier', supplierId],
        rooms: [rooms.organisation(supplier.organisation.id)],
        event: 'supplier:changed',
        args: [{ supplierId }],
      });
    await tx.flush();
    await tx.populate(kept, ['entry']);
    const hits = kept.map(toScreeningHitItem).sort(byScoreThenName);
    return { status: 'screened', screeningStatus, hits, newHits: created.length };
  });
  return result;
}

/** Best first; ties in a stable order (subject, then list and list id). */
export function byScoreThenName(a: ScreeningHitItem, b: ScreeningHitItem): number {
  return (
    b.score - a.score ||
    a.subjectName.localeCompare(b.subjectName) ||
    a.entry.list.localeCompare(b.entry.list) ||
    a.entry.externalId.localeCompare(b.entry.externalId)
  );
}

async function raiseAlert(tx: EntityManager, supplier: Supplier, created: ScreeningHit[]) {
  supplier.riskScore = 'High';
  await tx.populate(created, ['entry']);
  const best = [...created].sort((a, b) => Number(b.score) - Number(a.score))[0]!;
  const entry = best.entry.getEntity();
  const subject = best.subjectType === 'supplier' ? supplier.name : `${best.subjectName} (${supplier.name})`;
  const others = created.length > 1 ? ` and ${created.length - 1} more possible match(es)` : '';
  const message =
    `${subject} possibly matches ${entry.name} on the ${LIST_LABELS[entry.list]} list ` +
    `(score ${Number(best.score).toFixed(0)})${others}. Review the screening hits.`;
  const messageKey = created.length > 1 ? 'screeningHitWithMore' : 'screeningHit';
  const params = {
    subject,
    entry: entry.name,
    list: LIST_LABELS[entry.list],
    score: Math.round(Number(best.score)),
    ...(created.length > 1 ? { more: created.length - 1 } : {}),
  };
  const domain = new DomainEvents(tx);
  domain.recordActivity({
    organisationId: supplier.organisation.id,
    createdById: supplier.createdBy.id,
    type: 'alert',
    title: 'Sanctions screening hit',
    description: message,
    messageKey,
    params,
    status: 'pending',
    relatedId: supplier.id,
  });
  const members = await tx.find(Membership, {
    organisation: supplier.organisation.id,
    permissions: { $overlap: [...SUPPLIER_REVIEW_PERMISSIONS] },
  });
  for (const member of members) {
    domain.notify({
      organisationId: supplier.organisation.id,
      userId: member.user.id,
      type: 'alert',
      title: 'Sanctions screening hit',
      message,
      messageKey,
      params,
    });
  }
  await recordWebhookEvent(tx, {
    organisationId: supplier.organisation.id,
    type: 'supplier.screening_hit',
    data: supplierWebhookData(
      supplier,
      created.map((hit) => ({
        list: hit.entry.getEntity().list,
        entryName: hit.entry.getEntity().name,
        score: Number(hit.score),
      })),
    ),
  });
  return domain;
}

export interface ScreenAllResult {
  screened: number;
  withNewHits: number;
}

const PAGE = 200;

/** Re-screens every supplier (after a list import), one transaction per supplier, entries loaded once. */
export async function screenAllSuppliers(em: EntityManager): Promise<ScreenAllResult> {
  const entries = await loadScreeningEntries(em);
  let screened = 0;
  let withNewHits = 0;
  let after = '';
  for (;;) {
    const page = await em
      .fork()
      .find(Supplier, { id: { $gt: after } }, { fields: ['id'], orderBy: { id: 'asc' }, limit: PAGE });
    for (const { id } of page) {
      const result = await screenSupplier(em.fork(), id, { entries });
      if (result.status === 'screened') {
        screened += 1;
        if (result.newHits > 0) withNewHits += 1;
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  return { screened, withNewHits };
}
