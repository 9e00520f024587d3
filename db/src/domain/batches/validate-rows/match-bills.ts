// The bill a row pays, when it names one (by id, or by reference among its supplier's bills): of the row's
// supplier and currency, neither paid nor cancelled, the row's amount within what no payment covers yet, and
// named by one row only (createPaymentBatch checks the same again under the bills' row locks).
import { minorToDecimalString } from '@tradehub/contract';
import { Bill, type EntityManager } from '../../../index.js';
import { billOpenMinor } from '../../bills/bill-status.js';
import type { BatchRowDraft } from './batch-row-types.js';
import { problem, refuseRow } from './row-problem.js';

export async function matchBatchBills(
  em: EntityManager,
  organisationId: string,
  drafts: readonly BatchRowDraft[],
): Promise<void> {
  const billed = drafts.flatMap((draft) => {
    const text = (draft.input.values.bill ?? '').trim();
    return text && draft.parsed ? [{ draft, text }] : [];
  });
  if (!billed.length) return;
  const bills = await em.find(
    Bill,
    {
      organisation: organisationId,
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
  );
  const billRow = new Map<string, number>();
  for (const { draft, text } of billed) {
    const parsed = draft.parsed!;
    const bill =
      bills.find((candidate) => candidate.id === text) ??
      bills.find(
        (candidate) => candidate.reference === text && candidate.supplier.id === parsed.supplierId,
      ) ??
      bills.find((candidate) => candidate.reference === text);
    const fail = (found: ReturnType<typeof problem>) => refuseRow(draft, 'bill', found);
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
    else if (parsed.amountMinor > billOpenMinor(bill)) {
      const open = minorToDecimalString(billOpenMinor(bill), bill.currency);
      fail(
        problem('bill_amount_over', `bill: ${bill.reference} has ${open} ${bill.currency} still to pay.`, {
          reference: bill.reference,
          open,
          currency: bill.currency,
        }),
      );
    } else if (billRow.has(bill.id))
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
}
