// Bill import: a CSV or XLSX of bills read by the batch files' machinery (the same limits, zip-bomb caps and
// header matching), checked row by row (validateBillRows: errors and duplicates refused), then the valid rows
// recorded, each as createBill records one.
import { BILL_IMPORT_COLUMNS, billImportResultSchema, type BillImportColumn } from '@tradehub/contract';
import { createBill, validateBillRows, readLatestSnapshot } from '@tradehub/db/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RedisClient } from '@tradehub/db/queues';
import { z } from 'zod';
import { parseTableFile, readBatchUpload, type TableLayout } from '../../payments/batch-file.js';
import { requireActor, requireViewer } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';

const HEADERS: Record<BillImportColumn, string> = {
  supplier: 'supplier',
  reference: 'reference',
  currency: 'currency',
  amount: 'amount',
  issueDate: 'issue date',
  dueDate: 'due date',
  budgetRate: 'budget rate',
};

export const BILL_LAYOUT: TableLayout<BillImportColumn> = {
  columns: BILL_IMPORT_COLUMNS,
  headers: HEADERS,
  required: ['supplier', 'reference', 'currency', 'amount', 'issueDate', 'dueDate'],
  columnOf: (header) => {
    const key = header
      .replace(/^\uFEFF/, '')
      .replace(/[\s_-]+/g, '')
      .toLowerCase();
    return BILL_IMPORT_COLUMNS.find((column) => column.toLowerCase() === key);
  },
  noun: 'bills',
};

const errors = errorResponses(400, 401, 403, 413);
const importQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).default('false') });

export const billImportRoutes: FastifyPluginAsyncZod<{ redis: RedisClient; redisPrefix: string }> = async (
  app,
  { redis, redisPrefix },
) => {
  app.post(
    '/api/bills/import',
    {
      config: { access: 'approved', multipart: true },
      schema: {
        tags: ['bills'],
        summary:
          'Import bills from a CSV or XLSX (multipart `file`; columns supplier, reference, currency, amount, issue ' +
          'date, due date, budget rate): each row checked, duplicates refused; `dryRun=true` creates nothing',
        querystring: importQuerySchema,
        response: { 200: billImportResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const actor = requireActor(request);
      const upload = await readBatchUpload(request);
      const rows = await parseTableFile(BILL_LAYOUT, upload);
      const rates = (await readLatestSnapshot(redis, redisPrefix))?.rates;
      const dryRun = request.query.dryRun === 'true';
      const run = async (em: typeof request.em) => {
        const checked = await validateBillRows(em, { organisationId: viewer.organisationId, rows, rates });
        let createdCount = 0;
        if (!dryRun)
          for (const row of checked)
            if (row.bill) {
              await createBill(em, actor, row.bill, rates);
              createdCount += 1;
            }
        return { checked, createdCount };
      };
      const { checked, createdCount } = dryRun
        ? await run(request.em)
        : await request.em.fork().transactional((tx) => run(tx));
      const validCount = checked.filter((row) => row.errors.length === 0).length;
      return {
        fileName: upload.fileName,
        rowCount: checked.length,
        validCount,
        invalidCount: checked.length - validCount,
        createdCount,
        rows: checked.map(({ row, values, errors: rowErrors }) => ({ row, values, errors: rowErrors })),
      };
    },
  );
};
