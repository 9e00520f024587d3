// A report's life as members and the workers change it: requested, retried by hand once failed, and settled
// (completed or failed) by the builder. Each change carries its effect in the same transaction (the outbox):
// the build job, or the final `report:updated` push and the `report.completed` webhook.
import { rooms, type FxRange, type Language } from '@tradehub/contract';
import { LockMode, Report, UserProfile, type EntityData, type EntityManager } from '../../index.js';
import { enqueueJob, pushSocket } from '../../outbox/writer.js';
import type { Actor } from '../actor.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { FINANCIAL_REPORTS } from '../team/team-permissions.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';
import { reportRetries, toReportDto, type ReportWithCreator } from './report-dto.js';

export type ReportActor = Pick<Actor, 'userId' | 'organisationId' | 'permissions'>;

export const REPORT_NOT_FOUND_MESSAGE = 'No report with this id.';
export const EXPORT_PERMISSION_MESSAGE = 'Exporting reports needs the Financial Reports permission.';

function assertMayExport(actor: ReportActor) {
  if (!actor.permissions.includes(FINANCIAL_REPORTS)) throw domainForbidden(EXPORT_PERMISSION_MESSAGE);
}

/** One build job per request or retry, queued by the relay once the row is committed (even if Redis is away). */
const enqueueBuild = (em: EntityManager, report: Report) =>
  enqueueJob(em, {
    aggregate: ['report', report.id],
    queue: 'reports',
    name: 'build-risk-report',
    data: { reportId: report.id },
  });

/**
 * A member with Financial Reports asks for a risk report over a range, written in the language they have
 * the app in (else the one their settings name); the `reports` job builds it.
 */
export async function requestReport(
  em: EntityManager,
  actor: ReportActor,
  request: { range: FxRange; language?: Language | undefined },
): Promise<Report> {
  assertMayExport(actor);
  const language = request.language ?? (await em.findOneOrFail(UserProfile, { id: actor.userId })).language;
  const report = em.create(Report, {
    organisation: actor.organisationId,
    createdBy: actor.userId,
    kind: 'risk',
    parameters: { range: request.range, language },
  });
  enqueueBuild(em, report);
  await em.flush();
  return report;
}

/**
 * Builds a failed report again (its progress reset, the retry counted). The row lock makes two concurrent
 * retries of one report queue one job, not two; only a failed report is retried (409 `report_not_failed`).
 */
export async function retryReport(em: EntityManager, actor: ReportActor, reportId: string): Promise<Report> {
  assertMayExport(actor);
  const report = await em.findOne(
    Report,
    { id: reportId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!report) throw domainNotFound(REPORT_NOT_FOUND_MESSAGE);
  if (report.status !== 'failed')
    throw new DomainError('conflict', 'report_not_failed', 'Only a failed report can be retried.');
  em.assign(report, {
    status: 'queued',
    progress: 0,
    error: null,
    completedAt: null,
    parameters: { ...report.parameters, retries: reportRetries(report) + 1 },
  });
  enqueueBuild(em, report);
  await em.flush();
  return report;
}

/**
 * The builder stores a final state (completed or failed) with its `report:updated` as an outbox row: pushed
 * once, and only if committed; a completed report also tells other systems (`report.completed`).
 */
export function settleReport(
  em: EntityManager,
  report: ReportWithCreator,
  patch: EntityData<Report>,
): Promise<void> {
  return em.transactional(async (tx) => {
    tx.assign(report, patch);
    pushSocket(tx, {
      aggregate: ['report', report.id],
      rooms: [rooms.user(report.createdBy.id)],
      event: 'report:updated',
      args: [toReportDto(report)],
    });
    if (report.status === 'completed')
      await recordWebhookEvent(tx, {
        organisationId: report.organisation.id,
        type: 'report.completed',
        data: toReportDto(report),
      });
  });
}
