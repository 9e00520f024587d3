import { UnrecoverableError, type Job } from 'bullmq';
import { Report, type EntityData, type MikroORM } from '@tradehub/db';
import { rooms } from '@tradehub/contract';
import type { Logger } from 'pino';
import { settleReport, toReportDto, type Broadcaster, type ReportWithCreator } from '@tradehub/db/domain';
import {
  buildRiskReport,
  PermanentReportError,
  REPORT_STEPS,
  type ComputeDashboard,
  type ReportStep,
} from '../reports/build-risk-report.js';
import type { JobName, JobPayloads } from '@tradehub/db/queues';

export type ReportsJob = {
  [N in JobName<'reports'>]: Job<JobPayloads['reports'][N], unknown, N>;
}[JobName<'reports'>];

export interface ReportsProcessorDeps {
  orm: MikroORM;
  /** DATA_DIR: the files go to DATA_DIR/reports/<organisationId>/. */
  dataDir: string;
  /**
   * Pushes the progress ticks (`report:updated`) to the requester (the Redis emitter in the workers). The
   * final state (completed, failed) is an outbox row of the transaction that stores it instead.
   */
  broadcaster: Broadcaster;
  logger: Logger;
  computeDashboard: ComputeDashboard;
}

export type ReportsJobResult =
  { status: 'skipped'; reason: string } | { status: 'completed'; pdfKey: string; xlsxKey: string };

/** The message a person sees when the last attempt failed: where it failed, never an internal message. */
export function reportFailureMessage(error: unknown, step: ReportStep): string {
  if (error instanceof PermanentReportError) return error.message;
  return `The report could not be built: something went wrong ${REPORT_STEPS[step].failure}. Please try again.`;
}

export function createReportsProcessor({
  orm,
  dataDir,
  broadcaster,
  logger,
  computeDashboard,
}: ReportsProcessorDeps) {
  const publish = (report: ReportWithCreator) =>
    broadcaster.to(rooms.user(report.createdBy.id)).emit('report:updated', toReportDto(report));

  return async function processReports(job: ReportsJob): Promise<ReportsJobResult> {
    // A fresh identity map per job (DESIGN.md convention 7).
    const em = orm.em.fork();
    const report = await em.findOne(Report, { id: job.data.reportId }, { populate: ['createdBy'] });
    // Deleted since it was requested: nothing to build (DESIGN.md convention 2).
    if (!report) return { status: 'skipped', reason: 'report not found' };
    // Idempotent: a job that runs again (a stalled job, a duplicate) never writes a second file pair.
    if (report.status === 'completed') return { status: 'skipped', reason: 'already completed' };

    // A progress tick is committed first, then pushed directly (a lost tick is made good by the next one).
    const update = async (patch: EntityData<Report>) => {
      em.assign(report, patch);
      await em.flush();
      publish(report);
    };

    let step: ReportStep = 'started';
    try {
      await update({
        status: 'running',
        progress: REPORT_STEPS.started.progress,
        error: null,
        completedAt: null,
      });
      const { pdfKey, xlsxKey } = await buildRiskReport({
        em,
        report,
        dataDir,
        computeDashboard,
        onStep: (next) => {
          step = next;
        },
        onProgress: (progress) => update({ progress }),
      });
      await settleReport(em, report, {
        status: 'completed',
        progress: 100,
        pdfKey,
        xlsxKey,
        error: null,
        completedAt: new Date(),
      });
      return { status: 'completed', pdfKey, xlsxKey };
    } catch (error) {
      const permanent = error instanceof PermanentReportError;
      const lastAttempt = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      logger.warn(
        { err: error, reportId: report.id, jobId: job.id, attempt: job.attemptsMade + 1, step, lastAttempt },
        'report build failed',
      );
      if (lastAttempt) await markFailed(report.id, reportFailureMessage(error, step));
      // BullMQ retries anything else with backoff; a permanent failure is not worth another attempt.
      if (permanent) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  };

  /** Marks the report failed, with its push, in a fresh unit of work (the job's own may be what broke). */
  async function markFailed(reportId: string, message: string) {
    try {
      const em = orm.em.fork();
      const report = await em.findOne(Report, { id: reportId }, { populate: ['createdBy'] });
      if (!report || report.status === 'completed') return;
      await settleReport(em, report, { status: 'failed', error: message, completedAt: null });
    } catch (error) {
      logger.error({ err: error, reportId }, 'could not mark the report as failed');
    }
  }
}
