// The risk report export: request one (a `reports` job builds it), follow it, retry it, download its files.
// Reports belong to an organisation: another organisation's report is a 404, never its data.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Report } from '@tradehub/db';
import {
  REPORT_CONTENT_TYPES,
  REPORT_NOT_FOUND_MESSAGE,
  reportDownloadName,
  reportFilePath,
  requestReport,
  retryReport,
  toReportDto,
} from '@tradehub/db/domain';
import { z } from 'zod';
import {
  createReportBodySchema,
  reportFileParamsSchema,
  reportParamsSchema,
  reportResponseSchema,
  reportsResponseSchema,
} from '@tradehub/contract';
import { AppError, notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { FINANCIAL_REPORTS, requirePermission } from '../../team/permissions.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404, 409, 503);
/** The list shows the newest reports; older ones stay downloadable by id. */
const LIST_LIMIT = 20;
const DOWNLOAD_PERMISSION_MESSAGE = 'Downloading reports needs the Financial Reports permission.';

export interface ReportsRoutesOptions {
  /** DATA_DIR, under which the workers store the files. */
  dataDir: string;
}

export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, { dataDir }) => {
  /** The viewer's organisation's report, with its creator; 404 for anyone else's. */
  async function ownReport(request: FastifyRequest, reportId: string) {
    const { organisationId } = requireViewer(request);
    const report = await request.em.findOne(
      Report,
      { id: reportId, organisation: organisationId },
      { populate: ['createdBy'] },
    );
    if (!report) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    return report;
  }

  app.post(
    '/api/reports',
    {
      config: { access: 'member' },
      schema: {
        tags: ['reports'],
        summary: 'Export a risk report (PDF and XLSX) for a time range; progress follows as `report:updated`',
        body: createReportBodySchema,
        response: { 202: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The permission, the language and the build job are the domain's (db/src/domain/reports).
      const { id } = await runCommand(request, (tx, actor) => requestReport(tx, actor, request.body));
      const report = await request.em.fork().findOneOrFail(Report, { id }, { populate: ['createdBy'] });
      return reply.status(202).send({ report: toReportDto(report) });
    },
  );

  app.get(
    '/api/reports',
    {
      config: { access: 'member' },
      schema: {
        tags: ['reports'],
        summary: `The organisation's ${LIST_LIMIT} most recent reports, newest first`,
        response: { 200: reportsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId } = requireViewer(request);
      const reports = await request.em.find(
        Report,
        { organisation: organisationId },
        { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: LIST_LIMIT },
      );
      return { reports: reports.map(toReportDto) };
    },
  );

  app.get(
    '/api/reports/:reportId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['reports'],
        summary: 'One report of the organisation',
        params: reportParamsSchema,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => ({ report: toReportDto(await ownReport(request, request.params.reportId)) }),
  );

  app.post(
    '/api/reports/:reportId/retry',
    {
      config: { access: 'member' },
      schema: {
        tags: ['reports'],
        summary: 'Build a failed report again',
        params: reportParamsSchema,
        response: { 202: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await runCommand(request, (tx, actor) => retryReport(tx, actor, request.params.reportId));
      const report = await request.em.findOneOrFail(
        Report,
        { id: request.params.reportId },
        { populate: ['createdBy'], refresh: true },
      );
      return reply.status(202).send({ report: toReportDto(report) });
    },
  );

  app.get(
    '/api/reports/:reportId/files/:format',
    {
      config: { access: 'member' },
      schema: {
        tags: ['reports'],
        summary: 'Download a completed report as PDF or XLSX (needs Financial Reports)',
        params: reportFileParamsSchema,
        response: { 200: z.any().describe('The file (application/pdf or XLSX)'), ...errors },
      },
    },
    async (request, reply) => {
      // The files hold the organisation's figures: the same permission as exporting them.
      requirePermission(requireViewer(request), FINANCIAL_REPORTS, DOWNLOAD_PERMISSION_MESSAGE);
      const { reportId, format } = request.params;
      const report = await ownReport(request, reportId);
      const key = format === 'pdf' ? report.pdfKey : report.xlsxKey;
      if (report.status !== 'completed' || !key) {
        throw new AppError(
          409,
          'report_not_ready',
          'This report is not ready yet: its files appear once it completes.',
        );
      }
      const file = reportFilePath(dataDir, key);
      const size = await stat(file).then(
        (stats) => stats.size,
        () => null,
      );
      if (size === null)
        throw notFound('The file of this report is no longer available. Export the report again.');
      return reply
        .header('content-type', REPORT_CONTENT_TYPES[format])
        .header('content-length', String(size))
        .header(
          'content-disposition',
          `attachment; filename="${reportDownloadName(report.createdAt, format)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};
