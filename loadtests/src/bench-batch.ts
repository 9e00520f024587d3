// `npm run bench:batch`: batch payments at their limit (issue 19 item 3). It starts its own workers and
// gateway on a PostgreSQL database and a Redis prefix of its own, seeds the demo workspace, signs in as one of
// its approved members, then:
//   0. warm-up (not counted): a BENCH_WARM_UP_ROWS-row batch (default 50) through the same routes and queue;
//   1. baseline: GET /health and one single-payment POST /api/payments (median of BENCH_BASELINE_SAMPLES);
//   2. uploads a BENCH_ROWS-row CSV (default 1,000, the limit) to POST /api/payments/batches/validate, then
//      the same file to POST /api/payments/batches, timing each and their sum (target: ≤ 3 s);
//   3. waits until every row is settled or failed by the payments queue (the sandbox rail answers each in
//      300 ms; every 100th amount ends in .13 and is declined) and prints how long that took.
// So that the batch settles without a second person, the organisation's policies are set to need no
// approver (bands of 0, risk rules off) before the run: approval is not what is measured here.
// Everything it created is removed at the end, on failure and on Ctrl-C. Exits 0 when the target passes,
// 1 when it fails, 2 when the run itself failed.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Cleanup } from './harness/cleanup.js';
import { BENCH_MEMBER, seedDemoWithMemberPassword, signIn } from './harness/demo-member.js';
import { formatMs, printTable, verdict, type Row } from './harness/report.js';
import { prepareRunEnvironment } from './harness/run-environment.js';
import { sleep, startServerProcess, waitUntilReady } from './harness/stack.js';
import { freePort } from '../../infra/test-support/product-process.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const BASELINE_SAMPLES = Number(process.env.BENCH_BASELINE_SAMPLES ?? 7);
const WARM_UP_ROWS = Number(process.env.BENCH_WARM_UP_ROWS ?? 50);
const TARGET_CREATE_MS = 3000;
const SETTLE_TIMEOUT_MS = Number(process.env.BENCH_SETTLE_TIMEOUT_MS ?? 300_000);

const cleanup = new Cleanup();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** The member's organisation, set to need no approver, with its verified suppliers and base currency. */
async function prepareOrganisation(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [organisation],
    } = await client.query<{ id: string; base_currency: string }>(
      `select o.id, o.base_currency from organisation o join membership m on m.organisation_id = o.id
         join user_profile u on u.id = m.user_id where u.email = $1`,
      [BENCH_MEMBER.email],
    );
    if (!organisation) throw new Error('the bench member has no organisation');
    await client.query(`update organisation set policies = $2 where id = $1`, [
      organisation.id,
      JSON.stringify({
        approvalTiers: [{ fromMinor: 0, approvers: 0 }],
        riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
      }),
    ]);
    const { rows: suppliers } = await client.query<{ id: string; name: string }>(
      `select s.id, s.name from supplier s where s.organisation_id = $1 and s.status = 'verified'
          and not exists (select 1 from screening_hit h where h.supplier_id = s.id and h.status = 'open')
        order by s.name`,
      [organisation.id],
    );
    if (suppliers.length === 0) throw new Error('the demo organisation has no payable supplier');
    return { baseCurrency: organisation.base_currency.trim(), suppliers };
  } finally {
    await client.end();
  }
}

function batchCsv(suppliers: { id: string }[], currency: string, run: string, count = ROWS): string {
  const lines = ['supplier,amount,currency,method,reference,value date'];
  const methods = ['ACH', 'Bank Transfer', 'Wire Transfer'];
  for (let i = 0; i < count; i += 1) {
    const cents = i % 100 === 99 ? 13 : (i * 7) % 100 === 13 ? 14 : (i * 7) % 100;
    lines.push(
      [
        suppliers[i % suppliers.length]!.id,
        `${10 + (i % 90)}.${String(cents).padStart(2, '0')}`,
        currency,
        methods[i % methods.length],
        `BENCH-${run}-${i + 1}`,
        new Date().toISOString().slice(0, 10),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

async function upload(baseUrl: string, cookie: string, path: string, csv: string) {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-batch.csv');
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { cookie }, body });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

type Progress = { settled: number; failed: number; pending: number };

/** Polls the batch until every row is settled or failed (the bench's own clock; the UI is pushed instead). */
async function waitUntilCompleted(baseUrl: string, cookie: string, batchId: string): Promise<Progress> {
  const started = performance.now();
  for (;;) {
    const answer = (await (
      await fetch(`${baseUrl}/api/payments/batches/${batchId}`, { headers: { cookie } })
    ).json()) as { batch: { status: string; progress: Progress } };
    if (answer.batch.status === 'completed') return answer.batch.progress;
    if (performance.now() - started > SETTLE_TIMEOUT_MS)
      throw new Error(
        `the batch did not settle within ${SETTLE_TIMEOUT_MS} ms: ${JSON.stringify(answer.batch.progress)}`,
      );
    await sleep(100);
  }
}

async function main(): Promise<number> {
  cleanup.onSignals();
  // A database, Redis prefix and data directory of this run's own (the harness every bench shares).
  const { env: runEnv, databaseUrl } = await prepareRunEnvironment(cleanup, 'bench-batch');
  // A port the kernel says is free (a random one in a range once landed on epmd's 4369).
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...runEnv, PORT: String(port) };
  await seedDemoWithMemberPassword(databaseUrl);
  const { baseCurrency, suppliers } = await prepareOrganisation(databaseUrl);
  const workers = startServerProcess('workers', 'workers/dist/main.js', env);
  cleanup.add('workers', () => workers.stop());
  const gateway = startServerProcess('gateway', 'gateway/dist/main.js', env);
  cleanup.add('gateway', () => gateway.stop());
  await waitUntilReady(baseUrl, gateway);
  const cookie = await signIn(baseUrl);
  const run = Date.now().toString(36);

  // Baseline: the floor of an HTTP round trip, and one single payment made the ordinary way.
  const health: number[] = [];
  const single: number[] = [];
  for (let i = 0; i < BASELINE_SAMPLES; i += 1) {
    health.push((await timed(() => fetch(`${baseUrl}/health`).then((r) => r.text()))).ms);
    const { ms, value } = await timed(() =>
      fetch(`${baseUrl}/api/payments`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          supplierId: suppliers[0]!.id,
          amount: `1.${String(i + 20).padStart(2, '0')}`,
          currency: baseCurrency,
          method: 'ACH',
          valueDate: new Date().toISOString().slice(0, 10),
          idempotencyKey: `bench-single-${run}-${i}`,
        }),
      }),
    );
    if (value.status !== 201) throw new Error(`single payment: ${value.status} ${await value.text()}`);
    single.push(ms);
  }

  // Warm-up, not counted: a small batch through the same routes and the queue, so the measured run sees
  // compiled code and open connections (as bench:api warms each endpoint up), not a cold process.
  const warmUp = batchCsv(suppliers, baseCurrency, `${run}-warm`, WARM_UP_ROWS);
  await upload(baseUrl, cookie, '/api/payments/batches/validate', warmUp);
  const warm = (await upload(baseUrl, cookie, '/api/payments/batches', warmUp)).batch as { id: string };
  await waitUntilCompleted(baseUrl, cookie, warm.id);

  const csv = batchCsv(suppliers, baseCurrency, run);
  const validated = await timed(() => upload(baseUrl, cookie, '/api/payments/batches/validate', csv));
  const invalid = validated.value.invalidCount as number;
  if (invalid > 0)
    throw new Error(`${invalid} rows were refused: ${JSON.stringify(validated.value.rows).slice(0, 500)}`);
  const created = await timed(() => upload(baseUrl, cookie, '/api/payments/batches', csv));
  const batch = created.value.batch as { id: string; rowCount: number; status: string };
  const settleStarted = performance.now();
  const progress = await waitUntilCompleted(baseUrl, cookie, batch.id);
  const settleMs = performance.now() - settleStarted;
  const createTotal = validated.ms + created.ms;
  const ok = createTotal <= TARGET_CREATE_MS;

  const rows: Row[] = [
    { measure: 'baseline: GET /health (median)', value: formatMs(median(health)) },
    { measure: 'baseline: one single payment, POST /api/payments (median)', value: formatMs(median(single)) },
    { measure: `validate ${ROWS} rows (POST …/batches/validate)`, value: formatMs(validated.ms) },
    { measure: `create the batch of ${ROWS} rows (POST …/batches)`, value: formatMs(created.ms) },
    {
      measure: 'validate + create',
      value: formatMs(createTotal),
      target: `≤ ${TARGET_CREATE_MS} ms`,
      verdict: verdict(ok),
    },
    {
      measure: `settle every row (payments queue, sandbox rail 300 ms a row)`,
      value: `${formatMs(settleMs)} (${progress.settled} settled, ${progress.failed} failed, ${Math.round((batch.rowCount * 1000) / settleMs)} rows/s)`,
    },
  ];
  printTable(`bench:batch — one ${ROWS}-row CSV, PostgreSQL and Redis on this machine`, rows);
  return ok ? 0 : 1;
}

main()
  .then(async (code) => {
    await cleanup.run();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error('[bench:batch] failed:', error instanceof Error ? error.message : error);
    await cleanup.run();
    process.exit(2);
  });
