// A batch file's rows, checked one by one against the organisation before anything is created, in passes
// (one file each under validate-rows/): each row on its own and the supplier it names (parse-row.ts), the
// bill it pays (match-bills.ts), its payee's screening (screen-payees.ts), whether the same payment was made
// already (duplicate-payments.ts); then the valid rows' totals (batch-totals.ts) and the batch's approvers
// (batch-approvals.ts).
import type { UsdRates } from '@tradehub/contract';
import { Organisation, type EntityManager } from '../../index.js';
import { assessBatchApprovals } from './validate-rows/batch-approvals.js';
import type { BatchRowInput, BatchRowsAssessment, ValidBatchRow } from './validate-rows/batch-row-types.js';
import { loadBatchSuppliers } from './validate-rows/batch-suppliers.js';
import { sumBatchTotals } from './validate-rows/batch-totals.js';
import { refuseDuplicatePayments } from './validate-rows/duplicate-payments.js';
import { matchBatchBills } from './validate-rows/match-bills.js';
import { parseBatchRow } from './validate-rows/parse-row.js';
import { screenBatchPayees } from './validate-rows/screen-payees.js';

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
  const suppliers = await loadBatchSuppliers(em, input.organisationId);

  const drafts = input.rows.map((row) => parseBatchRow(row, { suppliers, baseCurrency, rates: input.rates }));
  await matchBatchBills(em, input.organisationId, drafts);
  await screenBatchPayees(em, drafts);
  const valid = await refuseDuplicatePayments(em, input.organisationId, drafts);
  const { totals, baseTotalMinor } = sumBatchTotals(valid);
  const approvals = await assessBatchApprovals(em, {
    organisation,
    makerId: input.makerId,
    valid,
    baseTotalMinor,
    suppliersById: suppliers.byId,
    now,
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
    totals,
    baseCurrency,
    baseTotalMinor,
    ...approvals,
  };
}
