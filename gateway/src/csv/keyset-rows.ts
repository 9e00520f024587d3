/** How many rows an export reads per query: memory holds one batch, whatever the export's size. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * Every row of a query, read in batches by keyset paging: each batch starts after the last row of the
 * previous one (`fetchBatch` gets that row, null for the first), in one stable order. Unlike OFFSET, a
 * batch costs the same at row 100,000 as at row 0. The generator only asks for the next batch when its
 * reader wants more, so a slow download holds one batch in memory, not the whole result.
 */
export async function* keysetRows<Row>(
  fetchBatch: (after: Row | null, limit: number) => Promise<Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row> {
  let after: Row | null = null;
  for (;;) {
    const batch = await fetchBatch(after, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!;
  }
}
