// One line of the accounting export (issue 27): a payment, an FX trade, or a bill (issue 25's payables), in
// the columns accounting tools import. Amounts stay integer minor units until a writer formats them through
// the money module.

export type AccountingRowKind = 'Payment' | 'FX trade' | 'Bill';

export interface AccountingRow {
  /** For the merge and the keyset: the row's own id. */
  id: string;
  kind: AccountingRowKind;
  /** The accounting date (UTC day): a payment's value date, an FX trade's booking day, a bill's issue day. */
  date: string;
  payee: string;
  reference: string | null;
  description: string;
  /** Signed from the organisation's side: money out is negative (a payment, an FX sell), money in positive. */
  amountMinor: number;
  currency: string;
  /** The same movement in the base currency, when known. */
  baseAmountMinor: number | null;
  baseCurrency: string;
  /** In the base currency. */
  feeMinor: number | null;
  rate: number | null;
  status: string;
}

/** Rows of several sources merged by (date, kind, id), each source already in that order. */
export async function* mergeByDate(
  ...sources: AsyncIterable<AccountingRow>[]
): AsyncGenerator<AccountingRow> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const heads = await Promise.all(iterators.map((iterator) => iterator.next()));
  const key = (row: AccountingRow) => `${row.date}\u0000${row.kind}\u0000${row.id}`;
  for (;;) {
    let best = -1;
    for (let index = 0; index < heads.length; index++) {
      const head = heads[index]!;
      if (head.done) continue;
      if (
        best === -1 ||
        key(head.value) <
          key((heads[best] as IteratorResult<AccountingRow, undefined> & { value: AccountingRow }).value)
      )
        best = index;
    }
    if (best === -1) return;
    yield heads[best]!.value as AccountingRow;
    heads[best] = await iterators[best]!.next();
  }
}
