// A batch file's rows, checked one by one against the organisation before anything is created: the supplier
// (by id or by name, verified, not blocked by an open sanctions match, its screening landed: queued for the
// workers when the lists changed since its last screening), the amount (exact, in minor units, through the
// contract's money module), the currency and its rate, the method, the reference, the value date, and
// whether the same payment was made already (its idempotency key is the organisation and the row's
// content). Then the batch's approvers: the band of its base-currency total, raised by the risk rules any
// of its rows matches and by the maker's recent payments (assessApproval: the band its rows to one supplier
// reach together with the maker's other payments to that supplier in the last 24 hours, and the daily
// limit without approval).
import { TRANSFER_METHODS, type TransferMethod } from '@tradehub/contract';
import { createHash } from 'node:crypto';
import {
  BATCH_COLUMNS,
  fxRateFor,
  isKnownCurrency,
  minorToDecimalString,
  MoneyError,
  parseAmountToMinor,
  sandboxFeeMinor,
  toBaseMinor,
  type ApprovalBasis,
  type ApprovalReason,
  type BatchColumn,
  type BatchRow,
  type BatchRowError,
  type BatchRowErrorCode,
  type BatchRowParsed,
  type BatchRowValues,
  type MoneyErrorCode,
  type PaymentRiskRule,
  type UsdRates,
} from '@tradehub/contract';
import { Bill, Organisation, Payment, ScreeningHit, Supplier, type EntityManager } from '../../index.js';
import { billOpenMinor } from '../bills/bill-status.js';
import { DomainError } from '../errors.js';
import { loadPolicyTeam, readPolicies } from '../policies/organisation-policies.js';
import { assessApproval, riskRulesOf } from '../policies/payment-approval.js';
import { loadMakerRecentPayments, recentJudgement, type PaidNow } from '../policies/recent-payments.js';
import { supplierPaymentRefusal } from '../payments/quote-payment.js';
import { openHitReason } from '../suppliers/open-hit.js';
import { queueStaleScreenings } from '../suppliers/rescreen-before-payment.js';

export interface BatchRowInput {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  values: BatchRowValues;
}

/** A valid row, ready to become a payment. */
export interface ValidBatchRow extends BatchRowParsed {
  row: number;
  fxRate: number | null;
  /** Unique across organisations: the organisation and the row's content. */
  idempotencyKey: string;
  /**
   * The earlier payment of this same content that failed (declined, or its batch rejected): nothing was paid,
   * so the row may be paid again, and creating it releases that payment's key (createPaymentBatch).
   */
  retriesFailedPaymentId?: string;
}

export interface BatchRowsAssessment {
  rows: BatchRow[];
  valid: ValidBatchRow[];
  totals: { currency: string; amountMinor: number }[];
  baseCurrency: string;
  baseTotalMinor: number;
  approvalsRequired: number;
  approvalReasons: ApprovalReason[];
  /** The maker's recent payments it was judged with, when they ask for approval. */
  approvalBasis: ApprovalBasis | null;
  approversMissing: number;
  /**
   * What the total's band and the rows' risk rules alone ask: createPaymentBatch adds what the maker's recent
   * payments ask under the maker's lock (policies/recent-payments), as they are when the batch is written.
   */
  beforeRecent: { approvalsRequired: number; approvalReasons: ApprovalReason[] };
  /** The valid rows as the recent payments rule counts them. */
  paidNow: PaidNow[];
}

export const BATCH_TOTAL_TOO_LARGE = 'batch_total_too_large';
const REFERENCE_MAX = 140;
const CELL_MAX = 200;
/** A cell a spreadsheet would run as a formula (CSV injection): refused, never stored. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const METHOD_KEYS = new Map<string, TransferMethod>(
  TRANSFER_METHODS.map((method) => [method.replace(/[\s_-]+/g, '').toLowerCase(), method]),
);

/** The idempotency key of a row's payment: the same payment from any file of the organisation has the same. */
export function batchRowIdempotencyKey(
  organisationId: string,
  row: Pick<BatchRowParsed, 'supplierId' | 'amountMinor' | 'currency' | 'method' | 'reference' | 'valueDate'>,
): string {
  const content = JSON.stringify([
    row.supplierId,
    row.amountMinor,
    row.currency,
    row.method,
    row.reference ?? '',
    row.valueDate,
  ]);
  return `${organisationId}:batch-row:${createHash('sha256').update(content).digest('hex')}`;
}

type SupplierRow = Pick<
  Supplier,
  | 'id'
  | 'name'
  | 'status'
  | 'rejectionReason'
  | 'screenedAt'
  | 'screeningStatus'
  | 'bankDetailsChangedAt'
  | 'bankIban'
  | 'bankSwift'
  | 'countryCode'
>;

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The cell's own problem (formula-like, control characters, too long), before its meaning is checked. */
type RowProblem = Omit<BatchRowError, 'column'>;

/** A row error: its code and params for the web, and the same in English for API clients. */
const problem = (
  code: BatchRowErrorCode,
  message: string,
  params: BatchRowError['params'] = {},
): RowProblem => ({ code, params, message });

/** The codes of the money module's refusals, as row errors name them. */
const MONEY_ERROR_CODES: Record<MoneyErrorCode, BatchRowErrorCode> = {
  format: 'amount_format',
  precision: 'amount_precision',
  notPositive: 'amount_not_positive',
  tooLarge: 'amount_too_large',
  unknownCurrency: 'currency_unknown',
  noRate: 'no_rate',
};

function cellProblem(column: BatchColumn, value: string): RowProblem | undefined {
  if (FORMULA_START.test(value))
    return problem(
      'formula',
      `${column}: must not start with ${JSON.stringify(value[0])} (it would be read as a formula).`,
      { char: value[0]! },
    );
  if (CONTROL.test(value)) return problem('control', `${column}: contains control characters.`);
  const max = column === 'reference' ? REFERENCE_MAX : CELL_MAX;
  if (value.length > max) return problem('too_long', `${column}: at most ${max} characters.`, { max });
  return undefined;
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export async function validateBatchRows(
  em: EntityManager,
  input: {
    organisationId: string;
    /** Who would make the batch: never counted as its approver. */
    makerId: string;
    rows: readonly BatchRowInput[];
    /** The FX feed's latest rates (units per USD); null before the first tick. */
    rates: UsdRates | null;
    now?: Date;
  },
): Promise<BatchRowsAssessment> {
  const now = input.now ?? new Date();
  const organisation = await em.findOneOrFail(Organisation, input.organisationId);
  const baseCurrency = organisation.baseCurrency;
  const suppliers: SupplierRow[] = await em.find(
    Supplier,
    { organisation: input.organisationId },
    {
      fields: [
        'id',
        'name',
        'status',
        'rejectionReason',
        'screenedAt',
        'screeningStatus',
        'bankDetailsChangedAt',
        'bankIban',
        'bankSwift',
        'countryCode',
      ],
    },
  );
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
  const byName = new Map<string, SupplierRow[]>();
  for (const supplier of suppliers) {
    const key = normalName(supplier.name);
    byName.set(key, [...(byName.get(key) ?? []), supplier]);
  }

  // First pass: each cell on its own, and the supplier it names.
  interface Draft {
    input: BatchRowInput;
    errors: BatchRowError[];
    supplier?: SupplierRow;
    parsed?: Omit<ValidBatchRow, 'idempotencyKey' | 'row'>;
  }
  const drafts: Draft[] = input.rows.map((rowInput) => {
    const values = rowInput.values;
    const errors: BatchRowError[] = [];
    const bad = new Set<BatchColumn>();
    const fail = (column: BatchColumn, found: RowProblem) => {
      errors.push({ column, ...found });
      bad.add(column);
    };
    for (const column of BATCH_COLUMNS) {
      const found = cellProblem(column, values[column] ?? '');
      if (found) fail(column, found);
    }
    const draft: Draft = { input: rowInput, errors };

    const supplierText = values.supplier.trim();
    if (!bad.has('supplier')) {
      if (!supplierText)
        fail('supplier', problem('supplier_required', 'supplier: is required (a supplier name or id).'));
      else {
        const named = byId.get(supplierText)
          ? [byId.get(supplierText)!]
          : (byName.get(normalName(supplierText)) ?? []);
        if (named.length === 0)
          fail(
            'supplier',
            problem('supplier_unknown', `supplier: no supplier is named or has the id '${supplierText}'.`, {
              value: supplierText,
            }),
          );
        else if (named.length > 1)
          fail(
            'supplier',
            problem(
              'supplier_ambiguous',
              `supplier: ${named.length} suppliers are named '${supplierText}'; use the supplier's id.`,
              { count: named.length, value: supplierText },
            ),
          );
        else {
          const supplier = named[0]!;
          const refusal = supplierPaymentRefusal(supplier);
          if (refusal)
            fail(
              'supplier',
              problem(refusal.code, `supplier: ${refusal.message(supplier.name)}`, refusal.params),
            );
          else draft.supplier = supplier;
        }
      }
    }

    const currency = values.currency.trim().toUpperCase();
    let fxRate: number | null = null;
    if (!bad.has('currency')) {
      if (!currency)
        fail(
          'currency',
          problem('currency_required', 'currency: is required (a three-letter code such as USD).'),
        );
      else if (!isKnownCurrency(currency))
        fail(
          'currency',
          problem('currency_unknown', `currency: ${currency} is not a known currency code.`, { currency }),
        );
      else if (currency !== baseCurrency && !input.rates)
        fail(
          'currency',
          problem(
            'rates_unavailable',
            'currency: exchange rates are not available yet; try again in a moment.',
          ),
        );
      else {
        try {
          fxRate = fxRateFor(input.rates ?? {}, baseCurrency, currency);
        } catch (error) {
          if (!(error instanceof MoneyError)) throw error;
          fail(
            'currency',
            problem(MONEY_ERROR_CODES[error.code], `currency: ${error.message}`, { currency }),
          );
        }
      }
    }

    let amountMinor: number | undefined;
    if (!bad.has('amount')) {
      if (!values.amount.trim())
        fail('amount', problem('amount_required', 'amount: is required (e.g. 1234.56).'));
      else if (!bad.has('currency')) {
        try {
          amountMinor = parseAmountToMinor(values.amount, currency);
        } catch (error) {
          if (!(error instanceof MoneyError)) throw error;
          fail('amount', problem(MONEY_ERROR_CODES[error.code], `amount: ${error.message}`, { currency }));
        }
      }
    }

    const method = METHOD_KEYS.get(values.method.replace(/[\s_-]+/g, '').toLowerCase());
    if (!bad.has('method') && !method)
      fail(
        'method',
        problem(
          'method_invalid',
          `method: must be ${TRANSFER_METHODS.join(', ')} (not '${values.method.trim()}').`,
          { value: values.method.trim() },
        ),
      );

    const valueDate = values.valueDate.trim();
    if (!bad.has('valueDate') && !isRealDate(valueDate))
      fail(
        'valueDate',
        problem('value_date_invalid', `value date: must be a date written YYYY-MM-DD (not '${valueDate}').`, {
          value: valueDate,
        }),
      );

    if (errors.length === 0 && draft.supplier && amountMinor !== undefined && method) {
      const baseAmountMinor = toBaseMinor(amountMinor, currency, baseCurrency, fxRate);
      draft.parsed = {
        supplierId: draft.supplier.id,
        supplierName: draft.supplier.name,
        amountMinor,
        currency,
        method,
        reference: values.reference.trim() || null,
        valueDate,
        baseAmountMinor,
        feeMinor: sandboxFeeMinor(method, baseAmountMinor, currency !== baseCurrency),
        fxRate,
        bill: null,
      };
    }
    return draft;
  });

  // The bill a row pays, when it names one (by id, or by reference among its supplier's bills): of the row's
  // supplier and currency, neither paid nor cancelled, the row's amount within what no payment covers yet,
  // and named by one row only (createPaymentBatch checks the same again under the bills' row locks).
  const billed = drafts.flatMap((draft) => {
    const text = (draft.input.values.bill ?? '').trim();
    return text && draft.parsed ? [{ draft, text }] : [];
  });
  const bills = billed.length
    ? await em.find(
        Bill,
        {
          organisation: input.organisationId,
          $or: [
            { id: { $in: billed.map((entry) => entry.text) } },
            { reference: { $in: billed.map((entry) => entry.text) } },
          ],
        },
        {
          fields: [
            'id',
            'reference',
            'supplier',
            'currency',
            'status',
            'amountMinor',
            'paidMinor',
            'scheduledMinor',
          ],
        },
      )
    : [];
  const billRow = new Map<string, number>();
  for (const { draft, text } of billed) {
    const parsed = draft.parsed!;
    const bill =
      bills.find((candidate) => candidate.id === text) ??
      bills.find(
        (candidate) => candidate.reference === text && candidate.supplier.id === parsed.supplierId,
      ) ??
      bills.find((candidate) => candidate.reference === text);
    const fail = (found: RowProblem) => {
      draft.errors.push({ column: 'bill', ...found });
      delete draft.parsed;
    };
    if (!bill)
      fail(problem('bill_unknown', `bill: no bill has the id or reference '${text}'.`, { value: text }));
    else if (bill.supplier.id !== parsed.supplierId)
      fail(
        problem('bill_other_supplier', `bill: ${bill.reference} is a bill of another supplier.`, {
          reference: bill.reference,
        }),
      );
    else if (bill.currency !== parsed.currency)
      fail(
        problem(
          'bill_other_currency',
          `bill: ${bill.reference} is in ${bill.currency}, not ${parsed.currency}.`,
          {
            reference: bill.reference,
            currency: bill.currency,
          },
        ),
      );
    else if (bill.status === 'paid' || bill.status === 'cancelled')
      fail(
        problem('bill_closed', `bill: ${bill.reference} is ${bill.status}.`, {
          reference: bill.reference,
          status: bill.status,
        }),
      );
    else if (parsed.amountMinor > billOpenMinor(bill))
      fail(
        problem(
          'bill_amount_over',
          `bill: ${bill.reference} has ${minorToDecimalString(billOpenMinor(bill), bill.currency)} ${bill.currency} still to pay.`,
          {
            reference: bill.reference,
            open: minorToDecimalString(billOpenMinor(bill), bill.currency),
            currency: bill.currency,
          },
        ),
      );
    else if (billRow.has(bill.id))
      fail(
        problem('bill_twice', `bill: ${bill.reference} is paid by row ${billRow.get(bill.id)} already.`, {
          reference: bill.reference,
          row: billRow.get(bill.id)!,
        }),
      );
    else {
      billRow.set(bill.id, draft.input.row);
      parsed.bill = { id: bill.id, reference: bill.reference };
    }
  }

  // Payee screening at payment time (queued for the workers where it is due), then the open sanctions
  // matches, for every supplier the rows name.
  const named = [
    ...new Map(drafts.flatMap((d) => (d.supplier ? [[d.supplier.id, d.supplier]] : []))).values(),
  ];
  const awaitingScreening = await queueStaleScreenings(em, named);
  const openHits = named.length
    ? await em.find(
        ScreeningHit,
        { supplier: { $in: named.map((supplier) => supplier.id) }, status: 'open' },
        { populate: ['entry'], orderBy: { score: 'desc', subjectName: 'asc' } },
      )
    : [];
  const blocked = new Map<string, ScreeningHit>();
  for (const hit of openHits) if (!blocked.has(hit.supplier.id)) blocked.set(hit.supplier.id, hit);
  for (const draft of drafts) {
    const hit = draft.supplier && blocked.get(draft.supplier.id);
    if (hit) {
      draft.errors.push({
        column: 'supplier',
        ...problem('supplier_sanctions_hit', `supplier: ${openHitReason(hit)}`, {
          name: draft.supplier!.name,
        }),
      });
      delete draft.parsed;
    } else if (draft.supplier && awaitingScreening.has(draft.supplier.id)) {
      draft.errors.push({
        column: 'supplier',
        ...problem(
          'supplier_screening_pending',
          `supplier: ${draft.supplier.name} is still being screened against the sanctions lists; upload the file again once the screening is done (usually within seconds).`,
          { name: draft.supplier.name },
        ),
      });
      delete draft.parsed;
    }
  }

  // The same payment twice: within this file, or made already (from another file or this one before).
  const keyed = drafts.flatMap((draft) =>
    draft.parsed ? [{ draft, key: batchRowIdempotencyKey(input.organisationId, draft.parsed) }] : [],
  );
  const earlier = keyed.length
    ? await em.find(
        Payment,
        { idempotencyKey: { $in: keyed.map((entry) => entry.key) } },
        { fields: ['id', 'idempotencyKey', 'status', 'createdAt', 'batchRow'] },
      )
    : [];
  const earlierByKey = new Map(earlier.map((payment) => [payment.idempotencyKey!, payment]));
  const firstRowByKey = new Map<string, number>();
  const valid: ValidBatchRow[] = [];
  for (const { draft, key } of keyed) {
    const earlierPayment = earlierByKey.get(key);
    // A failed payment paid nothing: the same row again is a retry, not a duplicate.
    const paid = earlierPayment?.status === 'failed' ? undefined : earlierPayment;
    const firstRow = firstRowByKey.get(key);
    if (paid) {
      const date = paid.createdAt.toISOString().slice(0, 10);
      draft.errors.push({
        column: 'row',
        ...problem(
          'duplicate_paid',
          `Duplicate: the same payment (supplier, amount, currency, method, reference and value date) was made on ${date} (payment ${paid.id}, ${paid.status}).`,
          { date, paymentId: paid.id, status: paid.status },
        ),
      });
    } else if (firstRow !== undefined) {
      draft.errors.push({
        column: 'row',
        ...problem(
          'duplicate_row',
          `Duplicate: the same payment as row ${firstRow} (supplier, amount, currency, method, reference and value date).`,
          { row: firstRow },
        ),
      });
    } else {
      firstRowByKey.set(key, draft.input.row);
      valid.push({
        ...draft.parsed!,
        row: draft.input.row,
        idempotencyKey: key,
        ...(earlierPayment ? { retriesFailedPaymentId: earlierPayment.id } : {}),
      });
      continue;
    }
    delete draft.parsed;
  }

  // Totals, per currency and in the base currency (the approval bands apply to the latter).
  const totals = new Map<string, number>();
  let baseTotalMinor = 0;
  for (const row of valid) {
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);
    baseTotalMinor += row.baseAmountMinor;
  }
  if (
    !Number.isSafeInteger(baseTotalMinor) ||
    [...totals.values()].some((total) => !Number.isSafeInteger(total))
  )
    throw new DomainError('invalid', BATCH_TOTAL_TOO_LARGE, 'The batch total is too large.', 'file');

  // Risk rules by supplier, with one query for who was paid before.
  const validSupplierIds = [...new Set(valid.map((row) => row.supplierId))];
  const paidBefore = new Set<string>();
  if (validSupplierIds.length) {
    const completed = await em
      .getConnection()
      .execute<{ supplier_id: string }[]>(
        `select distinct supplier_id from payment where organisation_id = ? and status = 'completed' and supplier_id in (${validSupplierIds.map(() => '?').join(', ')})`,
        [input.organisationId, ...validSupplierIds],
        'all',
        em.getTransactionContext(),
      );
    for (const payment of completed) paidBefore.add(payment.supplier_id);
  }
  const matched = new Set<PaymentRiskRule>();
  for (const supplierId of validSupplierIds)
    for (const rule of riskRulesOf(byId.get(supplierId)!, paidBefore.has(supplierId), now)) matched.add(rule);
  const policies = readPolicies(organisation);
  const team = await loadPolicyTeam(em, input.organisationId);
  const bandsAndRules = { policies, baseAmountMinor: baseTotalMinor, matchedRules: [...matched], team };
  const beforeRecent = assessApproval({ ...bandsAndRules, makerId: input.makerId });
  const paidNow: PaidNow[] = valid.map((row) => ({
    supplierId: row.supplierId,
    supplierName: byId.get(row.supplierId)!.name,
    baseAmountMinor: row.baseAmountMinor,
  }));
  const recent = await loadMakerRecentPayments(em, {
    organisationId: input.organisationId,
    makerId: input.makerId,
    now,
  });
  const assessment = assessApproval({
    ...bandsAndRules,
    makerId: input.makerId,
    recent: recentJudgement(policies, recent, paidNow),
  });

  return {
    rows: drafts.map((draft) => ({
      row: draft.input.row,
      values: draft.input.values,
      parsed: draft.parsed
        ? (({ fxRate: _fxRate, ...parsed }) => parsed)(draft.parsed as ValidBatchRow)
        : null,
      errors: draft.errors,
    })),
    valid,
    totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })),
    baseCurrency,
    baseTotalMinor,
    approvalsRequired: assessment.approvalsRequired,
    approvalReasons: assessment.approvalReasons,
    approvalBasis: assessment.approvalBasis,
    approversMissing: assessment.approversMissing,
    beforeRecent: {
      approvalsRequired: beforeRecent.approvalsRequired,
      approvalReasons: beforeRecent.approvalReasons,
    },
    paidNow,
  };
}
