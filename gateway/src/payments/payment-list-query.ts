// Raw SQL on purpose: Recent Transactions is a hot read, so no entity hydration (no populated supplier,
// creator and approver entities) and one round trip for the page and its total.
import { readRows, type EntityManager, type Payment } from '@tradehub/db';
import {
  approversMissing,
  loadPolicyTeam,
  mayApprovePayment,
  personName,
  toMinor,
} from '@tradehub/db/domain';
import type { z } from 'zod';
import type { PaymentItem, PaymentsPage, paymentsListQuerySchema } from '@tradehub/contract';
import type { Viewer } from '../auth/viewer.js';
import { keysetRows } from '../csv/keyset-rows.js';
import { approvingMember, paymentEventItem } from './payment-dto.js';

export type PaymentsListQuery = z.infer<typeof paymentsListQuerySchema>;
/** The list's filters without its paging: what the CSV export takes. */
export type PaymentsListFilters = Omit<PaymentsListQuery, 'page' | 'pageSize'>;

/** An ILIKE pattern that contains `text` literally: `\`, `%` and `_` are escaped (backslash is the default). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The list's filters over `payment p join supplier s`, always the viewer's organisation and outgoing
 * payments only; `q` is a case-insensitive "contains" on the supplier's name or the reference.
 */
function listConditions(organisationId: string, query: PaymentsListFilters) {
  const conditions = ['p.organisation_id = ?', "p.type = 'payment'"];
  const params: unknown[] = [organisationId];
  if (query.status) {
    conditions.push('p.status = ?');
    params.push(query.status);
  }
  if (query.approval) {
    conditions.push('p.approval_status = ?');
    params.push(query.approval);
  }
  if (query.method) {
    conditions.push('p.method = ?');
    params.push(query.method);
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push('(s.name ilike ? or p.reference ilike ?)');
    params.push(pattern, pattern);
  }
  return { where: conditions.join(' and '), params };
}

interface PaymentRow {
  id: string;
  supplier_id: string;
  supplier_name: string;
  supplier_screening_status: PaymentItem['supplier']['screeningStatus'];
  amount_minor: string;
  currency: string;
  status: PaymentItem['status'];
  approval_status: PaymentItem['approvalStatus'];
  approval_reasons: string[];
  approval_basis: PaymentItem['approvalBasis'];
  approvals_required: number;
  approvals: { userId: string; name: string; at: string }[];
  method: PaymentItem['method'];
  reference: string | null;
  date: Date;
  fee_minor: string | null;
  fx_rate: string | null;
  base_amount_minor: string | null;
  created_by_id: string;
  created_by_full_name: string | null;
  created_by_business_name: string;
  approved_by_id: string | null;
  approved_by_full_name: string | null;
  approved_by_business_name: string | null;
  failure_reason: string | null;
  events: Payment['events'];
  total: number;
}

/**
 * `page` filters, sorts and cuts the page on the narrow columns only, counting every match with
 * `count(*) over ()` (window functions run before LIMIT, so each page row carries the full total); the
 * wide columns, the creator and the approver are then read for the page's rows alone.
 */
const pageSql = (where: string) => `with page as (
  select p.id, s.name as supplier_name, s.screening_status as supplier_screening_status, count(*) over () as total
    from payment p
    join supplier s on s.id = p.supplier_id
   where ${where}
   order by p.date desc, p.created_at desc, p.id desc
   limit ? offset ?
)
select p.id, p.supplier_id, page.supplier_name, page.supplier_screening_status, p.amount_minor::text as amount_minor, p.currency, p.status,
       p.approval_status, p.approval_reasons, p.approval_basis, p.approvals_required, p.approvals, p.method, p.reference, p.date, p.fee_minor::text as fee_minor,
       p.fx_rate::text as fx_rate, p.base_amount_minor::text as base_amount_minor,
       p.created_by_id, c.full_name as created_by_full_name, c.business_name as created_by_business_name,
       a.id as approved_by_id, a.full_name as approved_by_full_name,
       a.business_name as approved_by_business_name, p.failure_reason, p.events, page.total::int as total
  from page
  join payment p on p.id = page.id
  join user_profile c on c.id = p.created_by_id
  left join user_profile a on a.id = p.approved_by_id
 order by p.date desc, p.created_at desc, p.id desc`;

/** Only when a page past the end comes back empty (no row to carry the window count): the bare count. */
const countSql = (where: string) =>
  `select count(*)::int as total from payment p join supplier s on s.id = p.supplier_id where ${where}`;

const minorOrNull = (value: string | null) => (value === null ? null : toMinor(value));

/** A row as toPaymentItem (payment-dto.ts) makes the same payment from its loaded entity. */
function toPaymentItemFromRow(row: PaymentRow, viewer: Viewer, approverIds: readonly string[]): PaymentItem {
  const facts = {
    approvalStatus: row.approval_status,
    approvalsRequired: row.approvals_required,
    approvals: row.approvals,
    createdById: row.created_by_id,
  };
  return {
    id: row.id,
    supplier: {
      id: row.supplier_id,
      name: row.supplier_name,
      screeningStatus: row.supplier_screening_status,
    },
    amountMinor: toMinor(row.amount_minor),
    currency: row.currency,
    status: row.status,
    approvalStatus: row.approval_status,
    approvalReasons: [...row.approval_reasons],
    approvalBasis: row.approval_basis ?? null,
    method: row.method,
    reference: row.reference,
    date: new Date(row.date).toISOString(),
    feeMinor: minorOrNull(row.fee_minor),
    fxRate: row.fx_rate === null ? null : Number(row.fx_rate),
    baseAmountMinor: minorOrNull(row.base_amount_minor),
    createdBy: {
      id: row.created_by_id,
      name: personName({ fullName: row.created_by_full_name, businessName: row.created_by_business_name }),
    },
    approvalsRequired: row.approvals_required,
    approvals: row.approvals.map(({ userId, name, at }) => ({ id: userId, name, at })),
    approversMissing: approversMissing(facts, approverIds),
    approvedBy:
      row.approved_by_id === null || row.approved_by_business_name === null
        ? null
        : {
            id: row.approved_by_id,
            name: personName({
              fullName: row.approved_by_full_name,
              businessName: row.approved_by_business_name,
            }),
          },
    failureReason: row.failure_reason,
    events: row.events.map(paymentEventItem),
    canApprove: mayApprovePayment(facts, approvingMember(viewer)),
  };
}

/**
 * Recent Transactions: one page of the viewer's organisation's outgoing payments, newest first
 * (date, then creation, then id), filtered, with the total of all matches. One statement, two only when
 * the page asked for lies past the end.
 */
export async function loadPaymentsPage(
  em: EntityManager,
  viewer: Viewer,
  query: PaymentsListQuery,
): Promise<PaymentsPage> {
  const { page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const { where, params } = listConditions(viewer.organisationId, query);
  const rows = await readRows<PaymentRow>(em, pageSql(where), [...params, pageSize, offset]);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [count] = await readRows<{ total: number }>(em, countSql(where), params);
    total = count!.total;
  }
  // Who could approve matters only to payments awaiting approval: asked for only when the page has one.
  const approverIds = rows.some((row) => row.approval_status === 'awaiting')
    ? (await loadPolicyTeam(em, viewer.organisationId)).approvers
    : [];
  return {
    items: rows.map((row) => toPaymentItemFromRow(row, viewer, approverIds)),
    total,
    page,
    pageSize,
  };
}

/** What the CSV export reads of a payment (the same columns the export had before it streamed). */
export interface PaymentExportRow {
  id: string;
  supplier_name: string;
  amount_minor: string;
  currency: string;
  status: PaymentItem['status'];
  approval_status: PaymentItem['approvalStatus'];
  date: Date;
  method: PaymentItem['method'];
  reference: string | null;
}

/**
 * One batch of the export, in the list's order. The keyset is the previous batch's last row, compared in
 * the database (a sub-select by id) so created_at keeps its microseconds, which a JS Date would drop.
 */
const KEYSET_AFTER =
  'and (p.date, p.created_at, p.id) < (select k.date, k.created_at, k.id from payment k where k.id = ?)';
const exportBatchSql = (where: string, afterRow: boolean) => `select p.id, s.name as supplier_name,
       p.amount_minor::text as amount_minor, p.currency, p.status, p.approval_status, p.date, p.method, p.reference
  from payment p
  join supplier s on s.id = p.supplier_id
 where ${where} ${afterRow ? KEYSET_AFTER : ''}
 order by p.date desc, p.created_at desc, p.id desc
 limit ?`;

/** Every payment the list would show under `filters`, newest first, read in keyset batches. */
export function paymentExportRows(
  em: EntityManager,
  organisationId: string,
  filters: PaymentsListFilters,
  batchSize?: number,
): AsyncGenerator<PaymentExportRow> {
  const { where, params } = listConditions(organisationId, filters);
  return keysetRows<PaymentExportRow>(
    (after, limit) =>
      after
        ? readRows(em, exportBatchSql(where, true), [...params, after.id, limit])
        : readRows(em, exportBatchSql(where, false), [...params, limit]),
    batchSize,
  );
}
