// The package directions of .dependency-cruiser.cjs (`npm run lint:deps`) bite: run with the project's real
// rules, the fixture tree (infra/test/fixtures/forbidden-imports, one violation of each rule) yields exactly
// the expected violations, and the real packages yield none.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURE = path.join(ROOT, 'infra/test/fixtures/forbidden-imports');
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

/** The folders `npm run lint:deps` checks. */
const SOURCE_FOLDERS = [
  'gateway/contract/src',
  'db/src',
  'gateway/src',
  'workers/src',
  'web/src',
  'infra/src',
  'loadtests/src',
];

/** How many modules the last run at each base folder looked at. */
const cruised = new Map<string, number>();

async function violations(baseDir: string, folders: string[]) {
  const { output } = await cruise(folders, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const result = output as ICruiseResult;
  cruised.set(baseDir, result.summary.totalCruised);
  return result.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to.replace(/^.*node_modules\/([^/]+)\/.*$/, '$1'),
  }));
}

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  it('report every forbidden import of the fixture tree, and nothing else', async () => {
    const found = await violations(FIXTURE, ['gateway', 'workers', 'db', 'web']);
    const byRule = (rule: string) =>
      found
        .filter((violation) => violation.rule === rule)
        .map(({ from, to }) => `${from} → ${to}`)
        .sort();

    expect(byRule('gateway-not-workers')).toEqual([
      'gateway/src/route.ts → workers/src/job.ts',
      'gateway/src/uses-workers-package.ts → @tradehub/workers/not-built',
    ]);
    expect(byRule('workers-not-gateway')).toEqual(['workers/src/uses-gateway.ts → gateway/src/route.ts']);
    expect(byRule('db-imports-only-the-contract')).toEqual(['db/src/uses-gateway.ts → gateway/src/route.ts']);
    // A node: built-in is reported by its bare name.
    expect(byRule('contract-imports-only-zod')).toEqual([
      'gateway/contract/src/uses-redis.ts → fs',
      'gateway/contract/src/uses-redis.ts → ioredis',
    ]);
    expect(byRule('web-imports-only-the-contract')).toEqual(['web/src/uses-db.ts → db/src/cycle-a.ts']);
    expect(byRule('web-no-node-builtins')).toEqual(['web/src/uses-db.ts → crypto']);
    expect(byRule('gateway-and-db-no-report-libraries')).toEqual(['gateway/src/uses-pdfkit.ts → pdfkit']);
    expect(byRule('gateway-and-db-unzip-only-under-the-cap')).toEqual(['gateway/src/uses-yauzl.ts → yauzl']);
    // The accounting export's streaming writer may use exceljs; any other gateway module may not.
    expect(byRule('gateway-and-db-exceljs-only-to-read-batch-files')).toEqual([
      'gateway/src/uses-exceljs.ts → exceljs',
    ]);
    expect(byRule('no-relative-import-across-packages')).toEqual([
      'db/src/uses-gateway.ts → gateway/src/route.ts',
      'gateway/src/route.ts → workers/src/job.ts',
      'web/src/uses-db.ts → db/src/cycle-a.ts',
      'workers/src/uses-gateway.ts → gateway/src/route.ts',
    ]);
    // Effects are written by the domain's commands only: a deep import of a writer is refused.
    expect(byRule('effects-only-through-domain-commands')).toEqual([
      'gateway/src/writes-audit.ts → @tradehub/db/dist/domain/audit/record-audit.js',
      'workers/src/writes-outbox.ts → @tradehub/db/dist/domain/notifications/domain-events.js',
      'workers/src/writes-outbox.ts → @tradehub/db/dist/outbox/writer.js',
    ]);
    // The domain in levels: the ground floor imports nothing of db, webhooks builds no area's payload, an area
    // imports only areas below it (so no pair imports both ways), and every area has its place in the order.
    expect(byRule('domain-arithmetic-is-the-ground-floor')).toEqual([
      'db/src/domain/arithmetic/levels.ts → db/src/domain/errors.ts',
    ]);
    expect(byRule('webhooks-only-record-and-deliver')).toEqual([
      'db/src/domain/webhooks/payloads.ts → db/src/domain/payments/payment-item.ts',
    ]);
    // batches → payments is the way down; payments → batches, the way back, is the one reported.
    expect(byRule('domain-areas-import-downwards')).toEqual([
      'db/src/domain/payments/settle-payment.ts → db/src/domain/batches/batch-commands.ts',
      'db/src/domain/webhooks/payloads.ts → db/src/domain/payments/payment-item.ts',
    ]);
    expect(byRule('domain-areas-are-listed')).toEqual([
      'db/src/domain/invoices/invoice.ts → db/src/domain/errors.ts',
    ]);
    // A cycle is reported once, from the module it was found at.
    expect(byRule('no-circular')).toEqual([
      expect.stringMatching(/^db\/src\/cycle-[ab]\.ts → db\/src\/cycle-[ab]\.ts$/),
    ]);
    expect(new Set(found.map((violation) => violation.rule)).size).toBe(16);
  });

  it('find no violation in the real packages', async () => {
    expect(await violations(ROOT, SOURCE_FOLDERS)).toEqual([]);
    // It did look: every package's modules (about 580 in November 2026) were cruised.
    expect(cruised.get(ROOT)).toBeGreaterThan(400);
  }, 60_000);
});
