import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UnrecoverableError } from 'bullmq';
import {
  createOrmConfig,
  initOrm,
  OutboxMessage,
  Report,
  type MikroORM,
  type OutboxSocketPayload,
} from '@tradehub/db';
import type { Report as ReportDto } from '@tradehub/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { type Broadcaster, reportFilePath, OrganisationNotFoundError } from '@tradehub/db/domain';
import { createReportsProcessor, type ReportsJob } from '../../src/processors/reports.js';
import type { ComputeDashboard } from '../../src/reports/build-risk-report.js';
import { pdfText, readWorkbook } from '../support/report-file-readers.js';
import { buildDashboard } from '../unit/report-fixtures.js';
import { seedHarbourImportsOwner } from '../support/harbour-imports.js';

const database = await createPreparedDatabase('report_processor', 'migrated');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-report-processor-'));
let orm: MikroORM;
let organisationId: string;
let userId: string;
const pushed: { room: string; report: ReportDto }[] = [];
/** What another connection read from the database at the moment of each push. */
const storedAtPush: Promise<{ status: string; progress: number } | null>[] = [];
const broadcaster: Broadcaster = {
  to: (room) => ({
    emit: (event, ...args) => {
      if (event !== 'report:updated') return;
      const report = args[0] as ReportDto;
      pushed.push({ room, report });
      storedAtPush.push(
        orm.em
          .fork()
          .findOne(Report, { id: report.id }, { fields: ['status', 'progress'], disableIdentityMap: true }),
      );
    },
  }),
};
const fixtureDashboard: ComputeDashboard = async (_em, _organisationId, range) => buildDashboard({ range });

function processorWith(computeDashboard: ComputeDashboard) {
  return createReportsProcessor({
    orm,
    dataDir,
    broadcaster,
    logger: pino({ level: 'silent' }),
    computeDashboard,
  });
}

/** What the processor reads of a BullMQ job; `attemptsMade` failed attempts came before this one. */
const job = (reportId: string, attemptsMade = 0) =>
  ({
    id: `report-${reportId}`,
    name: 'build-risk-report',
    data: { reportId },
    attemptsMade,
    opts: { attempts: 3 },
  }) as unknown as ReportsJob;

async function createReport(range = '7d') {
  const em = orm.em.fork();
  const report = em.create(Report, {
    organisation: organisationId,
    createdBy: userId,
    kind: 'risk',
    parameters: { range },
  });
  await em.flush();
  return report.id;
}

/**
 * The final states (completed, failed): outbox rows of the transaction that stored them, which the relay
 * pushes once committed. Read on another connection, so a row here was committed.
 */
async function outboxUpdates(reportId: string) {
  const rows = await orm.em
    .fork()
    .find(OutboxMessage, { aggregateType: 'report', aggregateId: reportId }, { orderBy: { id: 'asc' } });
  return rows.map((row) => {
    const payload = row.payload as OutboxSocketPayload;
    expect([row.kind, payload.event]).toEqual(['socket', 'report:updated']);
    return { room: payload.rooms.join(), report: payload.args[0] as ReportDto };
  });
}

const reload = (reportId: string) => orm.em.fork().findOneOrFail(Report, { id: reportId });
const organisationFiles = () => readdirSync(path.join(dataDir, 'reports', organisationId)).sort();

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  ({ organisationId, userId } = await seedHarbourImportsOwner(orm));
});

afterAll(async () => {
  await Promise.allSettled(storedAtPush);
  await orm?.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the reports processor', () => {
  it('builds both files, pushes each step after it is stored, and never writes a second pair', async () => {
    const reportId = await createReport('30d');
    pushed.length = 0;
    storedAtPush.length = 0;
    const process = processorWith(fixtureDashboard);

    const first = await process(job(reportId));
    expect(first).toEqual({
      status: 'completed',
      pdfKey: `reports/${organisationId}/${reportId}.pdf`,
      xlsxKey: `reports/${organisationId}/${reportId}.xlsx`,
    });
    // The progress ticks are pushed directly, the final state through the outbox.
    const updates = [...pushed, ...(await outboxUpdates(reportId))];
    expect(updates.every((entry) => entry.room === `user:${userId}`)).toBe(true);
    expect(updates.map((entry) => [entry.report.status, entry.report.progress])).toEqual([
      ['running', 5],
      ['running', 10],
      ['running', 40],
      ['running', 70],
      ['running', 90],
      ['completed', 100],
    ]);
    // Pushed only once committed: the database already held (at least) what each event said.
    const seen = await Promise.all(storedAtPush.splice(0));
    seen.forEach((stored, index) =>
      expect(stored!.progress).toBeGreaterThanOrEqual(pushed[index]!.report.progress),
    );
    expect(seen.at(-1)).toMatchObject({ status: 'running', progress: 90 });
    const done = updates.at(-1)!.report;
    expect(done).toMatchObject({
      id: reportId,
      range: '30d',
      createdBy: { id: userId, name: 'Ada Treasurer' },
      files: { pdf: `/api/reports/${reportId}/files/pdf`, xlsx: `/api/reports/${reportId}/files/xlsx` },
    });

    const stored = await reload(reportId);
    expect(stored).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(stored.completedAt).toBeInstanceOf(Date);

    // The same job again (a stalled job run twice, a duplicate delivery): skipped, same single pair.
    const filesBefore = organisationFiles();
    const pdfBefore = await readFile(reportFilePath(dataDir, stored.pdfKey!));
    pushed.length = 0;
    expect(await process(job(reportId))).toEqual({ status: 'skipped', reason: 'already completed' });
    expect(pushed).toEqual([]);
    expect(await outboxUpdates(reportId)).toHaveLength(1);
    expect(organisationFiles()).toEqual(filesBefore);
    expect(filesBefore.filter((name) => name.startsWith(reportId))).toEqual([
      `${reportId}.pdf`,
      `${reportId}.xlsx`,
    ]);
    expect((await readFile(reportFilePath(dataDir, stored.pdfKey!))).equals(pdfBefore)).toBe(true);

    const { text } = await pdfText(pdfBefore);
    expect(text).toContain('Harbour Imports');
    expect(text).toContain('Exported by Ada Treasurer on');
    const workbook = await readWorkbook(await readFile(reportFilePath(dataDir, stored.xlsxKey!)));
    expect(workbook.worksheets).toHaveLength(5);
  });

  it('skips a report that no longer exists', async () => {
    expect(await processorWith(fixtureDashboard)(job('no-such-report'))).toEqual({
      status: 'skipped',
      reason: 'report not found',
    });
  });

  it('leaves a transient failure to BullMQ’s retries, and marks the report failed on the last attempt', async () => {
    const reportId = await createReport();
    let calls = 0;
    const flaky: ComputeDashboard = async () => {
      calls += 1;
      throw new Error('connection terminated unexpectedly');
    };
    const process = processorWith(flaky);
    pushed.length = 0;

    await expect(process(job(reportId, 0))).rejects.toThrow('connection terminated unexpectedly');
    expect(await reload(reportId)).toMatchObject({ status: 'running', error: null });
    expect(pushed.some((entry) => entry.report.status === 'failed')).toBe(false);
    expect(await outboxUpdates(reportId)).toEqual([]);

    await expect(process(job(reportId, 2))).rejects.toThrow('connection terminated unexpectedly');
    expect(calls).toBe(2);
    const failed = await reload(reportId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(
      'The report could not be built: something went wrong while computing the risk figures. Please try again.',
    );
    expect(failed.error).not.toContain('connection terminated');
    expect((await outboxUpdates(reportId)).at(-1)?.report).toMatchObject({
      id: reportId,
      status: 'failed',
      error: failed.error,
      files: null,
    });

    // A later attempt (the retry by hand) that succeeds completes it and writes the one pair.
    expect(await processorWith(fixtureDashboard)(job(reportId))).toMatchObject({ status: 'completed' });
    expect(await reload(reportId)).toMatchObject({ status: 'completed', error: null, progress: 100 });
    expect(organisationFiles().filter((name) => name.startsWith(reportId))).toEqual([
      `${reportId}.pdf`,
      `${reportId}.xlsx`,
    ]);
  });

  it('fails at once, without retries, when the organisation disappears mid-way', async () => {
    const reportId = await createReport();
    const vanished: ComputeDashboard = async (_em, id) => {
      throw new OrganisationNotFoundError(id);
    };
    pushed.length = 0;
    const error = await processorWith(vanished)(job(reportId, 0)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(await reload(reportId)).toMatchObject({
      status: 'failed',
      error: 'The organisation of this report no longer exists.',
    });
    expect((await outboxUpdates(reportId)).at(-1)?.report.status).toBe('failed');
  });

  it('refuses a report stored with an unknown range, clearly', async () => {
    const reportId = await createReport('1y');
    await expect(processorWith(fixtureDashboard)(job(reportId))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await reload(reportId)).toMatchObject({
      status: 'failed',
      error: 'The report was requested with an unknown time range.',
    });
  });
});
