// On a fresh database the workers first write 90 days of simulated FX history (workers/src/fx/backfill.ts):
// ~190,000 bars in one transaction, seconds of PostgreSQL's and the workers' time on these two cores. A
// benchmark that starts before it commits measures the backfill as much as the endpoint (the first
// endpoint of a run came out at a third of its rate), so the harness waits for it.
import pg from 'pg';
import { sleep } from './stack.js';

/** The backfill's bars end where the live feed begins; one bar older than a day means it has committed. */
const HISTORY_SQL = `select 1 from fx_rate_bar where minute < now() - interval '1 day' limit 1`;

export async function waitForFxHistory(databaseUrl: string, timeoutMs = 180_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await client.query(HISTORY_SQL)).rowCount) return;
      await sleep(500);
    }
    throw new Error(`the workers' FX history backfill did not commit within ${timeoutMs / 1000} s`);
  } finally {
    await client.end();
  }
}
