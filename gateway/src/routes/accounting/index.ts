// The accounting export (issue 27): a period's payments and FX trades (and bills once they exist) as the
// CSV accounting tools import, or the same as XLSX, both streamed from the database in batches. Like the
// other exports it needs Financial Reports; an API key reaches it with reports:read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingExportQuerySchema } from '@tradehub/contract';
import { AppError } from '../../errors/app-error.js';
import { Readable } from 'node:stream';
import { accountingRows } from '../../accounting/accounting-sources.js';
import { ACCOUNTING_COLUMNS } from '../../accounting/accounting-csv.js';
import { accountingXlsxStream } from '../../accounting/accounting-xlsx.js';
import { sendCsv } from '../../csv/csv-export.js';
import { requireViewer } from '../../plugins/auth.js';
import { FINANCIAL_REPORTS, requirePermission } from '../../team/permissions.js';

const PERMISSION_MESSAGE = 'Exporting accounting data needs the Financial Reports permission.';
/** A year and a day at most per file: enough for a financial year, bounded for one request. */
const MAX_PERIOD_DAYS = 366;

const periodDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/api/accounting/export.${format}`,
      {
        config: { access: 'approved' },
        schema: {
          tags: ['accounting'],
          summary:
            format === 'csv'
              ? "Accounting export: the period's payments and FX trades as the CSV accounting tools import (Financial Reports)"
              : 'Accounting export as XLSX: the same rows and columns as the CSV (Financial Reports)',
          querystring: accountingExportQuerySchema,
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        requirePermission(viewer, FINANCIAL_REPORTS, PERMISSION_MESSAGE);
        const { from, to } = request.query;
        if (periodDays(from, to) > MAX_PERIOD_DAYS)
          throw new AppError(
            400,
            'invalid_input',
            `to: the period may be at most ${MAX_PERIOD_DAYS} days long.`,
            'to',
          );
        const filename = `tradehub-accounting-${from}-to-${to}.${format}`;
        const rows = await accountingRows(request.em, { organisationId: viewer.organisationId, from, to });
        if (format === 'csv') return sendCsv(reply, filename, ACCOUNTING_COLUMNS, rows);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(request.method === 'HEAD' ? Readable.from([]) : accountingXlsxStream(rows));
      },
    );
  }
};
