// Batch payments (issue 19 item 3): upload a CSV or XLSX of up to BATCH_MAX_ROWS payments, see each row
// checked (nothing created), then create one batch of the valid rows, approved by its total under the
// policies and settled row by row by the payments queue; its result as CSV, and a template to start from.
// Approved accounts only, like every payment route; approving needs 'Payment Approval' (the domain checks).
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentBatch, Supplier, type EntityManager } from '@tradehub/db';
import {
  approvePaymentBatch,
  createPaymentBatch,
  duplicateFileError,
  findBatchByFileHash,
  loadPolicyTeam,
  rejectPaymentBatch,
  validateBatchRows,
  type BatchChange,
  readLatestSnapshot,
} from '@tradehub/db/domain';
import type { RedisClient } from '@tradehub/db/queues';
import {
  batchValidationSchema,
  paymentBatchesListSchema,
  paymentBatchParamsSchema,
  paymentBatchResponseSchema,
  rejectPaymentBatchBodySchema,
  type UsdRates,
} from '@tradehub/contract';
import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.js';
import { sendCsv } from '../../csv/csv-export.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { parseBatchFile, readBatchUpload, type BatchUpload } from '../../payments/batch-file.js';
import {
  BATCH_RESULT_CSV_COLUMNS,
  BATCH_TEMPLATE_CSV_COLUMNS,
  batchResultRows,
  type TemplateRow,
} from '../../payments/batch-csv.js';
import { BATCH_POPULATE, toBatchItem } from '../../payments/batch-dto.js';
import { requireViewer } from '../../plugins/auth.js';
import { runCommand } from '../run-command.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

export interface PaymentBatchRoutesOptions {
  redis: RedisClient;
  redisPrefix: string;
}

const approverIdsOf = async (em: EntityManager, viewer: Viewer) =>
  (await loadPolicyTeam(em, viewer.organisationId)).approvers;

async function loadBatchItem(em: EntityManager, viewer: Viewer, batchId: string) {
  const batch = await em.findOne(
    PaymentBatch,
    { id: batchId, organisation: viewer.organisationId },
    { populate: BATCH_POPULATE, refresh: true },
  );
  if (!batch) throw notFound('Batch not found');
  return toBatchItem(batch, viewer, await approverIdsOf(em, viewer));
}

export const paymentBatchRoutes: FastifyPluginAsyncZod<PaymentBatchRoutesOptions> = async (
  app,
  { redis, redisPrefix },
) => {
  /** The upload checked row by row against the organisation, as validating and creating both see it. */
  async function validateUpload(em: EntityManager, viewer: Viewer, upload: BatchUpload) {
    const rows = await parseBatchFile(upload);
    const snapshot = await readLatestSnapshot(redis, redisPrefix);
    return validateBatchRows(em, {
      organisationId: viewer.organisationId,
      makerId: viewer.userId,
      rows,
      rates: snapshot ? (snapshot.rates as UsdRates) : null,
    });
  }

  app.post(
    '/api/payments/batches/validate',
    {
      config: { access: 'approved', multipart: true },
      schema: {
        tags: ['payments'],
        summary:
          'Check a batch file (multipart `file`: CSV or XLSX, at most 1,000 rows; an optional `bill` column names ' +
          'the bill a row pays, by id or reference) row by row; nothing is created',
        response: { 200: batchValidationSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const upload = await readBatchUpload(request);
      const assessment = await validateUpload(request.em, viewer, upload);
      const earlier = await findBatchByFileHash(request.em, viewer.organisationId, upload.fileHash);
      const invalidCount = assessment.rows.filter((row) => row.errors.length > 0).length;
      return {
        fileName: upload.fileName,
        rowCount: assessment.rows.length,
        validCount: assessment.valid.length,
        invalidCount,
        rows: assessment.rows,
        totals: assessment.totals,
        baseCurrency: assessment.baseCurrency,
        baseTotalMinor: assessment.baseTotalMinor,
        approvalsRequired: assessment.approvalsRequired,
        approvalReasons: assessment.approvalReasons,
        approvalBasis: assessment.approvalBasis,
        approversMissing: assessment.approversMissing,
        duplicateOf: earlier
          ? { id: earlier.id, fileName: earlier.fileName, createdAt: earlier.createdAt.toISOString() }
          : null,
      };
    },
  );

  app.post(
    '/api/payments/batches',
    {
      config: { access: 'approved', multipart: true },
      schema: {
        tags: ['payments'],
        summary:
          'Create a batch from the valid rows of a file (multipart `file`); the same file again is 409 duplicate',
        response: { 201: paymentBatchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const upload = await readBatchUpload(request);
      const earlier = await findBatchByFileHash(request.em, viewer.organisationId, upload.fileHash);
      if (earlier) throw duplicateFileError(earlier);
      const assessment = await validateUpload(request.em, viewer, upload);
      let created: BatchChange;
      try {
        created = await runCommand(request, (tx, actor) =>
          createPaymentBatch(tx, actor, {
            fileName: upload.fileName,
            fileHash: upload.fileHash,
            assessment,
          }),
        );
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        // The same file, or a row of it, was created by a concurrent upload a moment ago.
        const winner = await findBatchByFileHash(request.em.fork(), viewer.organisationId, upload.fileHash);
        if (winner) throw duplicateFileError(winner);
        throw new AppError(
          409,
          'duplicate_batch_row',
          'A row of this file was paid by another batch a moment ago: check the file again.',
        );
      }
      return reply
        .status(201)
        .send({ batch: await loadBatchItem(request.em.fork(), viewer, created.batch.id) });
    },
  );

  app.get(
    '/api/payments/batches',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "The organisation's payment batches, newest first (the latest 50)",
        response: { 200: paymentBatchesListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const batches = await request.em.find(
        PaymentBatch,
        { organisation: viewer.organisationId },
        { populate: BATCH_POPULATE, orderBy: { createdAt: 'desc', id: 'asc' }, limit: 50 },
      );
      const approverIds = await approverIdsOf(request.em, viewer);
      return { items: batches.map((batch) => toBatchItem(batch, viewer, approverIds)) };
    },
  );

  app.get(
    '/api/payments/batches/template.csv',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'A batch file to fill in: the header row and two example rows with your suppliers',
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const suppliers = await request.em.find(
        Supplier,
        { organisation: viewer.organisationId, status: 'verified' },
        { fields: ['name'], orderBy: { name: 'asc' }, limit: 2 },
      );
      const names = [
        suppliers[0]?.name ?? 'Supplier name',
        suppliers[1]?.name ?? suppliers[0]?.name ?? 'Supplier id',
      ];
      const today = new Date().toISOString().slice(0, 10);
      const rows: TemplateRow[] = [
        {
          supplier: names[0]!,
          amount: '1250.00',
          currency: 'USD',
          method: 'ACH',
          reference: 'INV-1001',
          valueDate: today,
          bill: '',
        },
        {
          supplier: names[1]!,
          amount: '980.50',
          currency: 'EUR',
          method: 'Wire Transfer',
          reference: 'INV-1002',
          valueDate: today,
          bill: '',
        },
      ];
      return sendCsv(
        reply,
        'batch-payments-template.csv',
        BATCH_TEMPLATE_CSV_COLUMNS,
        (async function* () {
          yield* rows;
        })(),
      );
    },
  );

  app.get(
    '/api/payments/batches/:batchId',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'One batch with its approvals and settlement progress',
        params: paymentBatchParamsSchema,
        response: { 200: paymentBatchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      batch: await loadBatchItem(request.em, requireViewer(request), request.params.batchId),
    }),
  );

  app.get(
    '/api/payments/batches/:batchId/result.csv',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary:
          "A batch's rows with their outcome: row, supplier, amount, currency, status, payment id, reason, bill",
        params: paymentBatchParamsSchema,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const batch = await request.em.findOne(PaymentBatch, {
        id: request.params.batchId,
        organisation: viewer.organisationId,
      });
      if (!batch) throw notFound('Batch not found');
      const base = batch.fileName
        .replace(/\.(csv|xlsx|txt)$/i, '')
        .replace(/[^\w.-]+/g, '_')
        .slice(0, 80);
      return sendCsv(
        reply,
        `${base || 'batch'}-result.csv`,
        BATCH_RESULT_CSV_COLUMNS,
        batchResultRows(request.em, batch.id),
      );
    },
  );

  app.post(
    '/api/payments/batches/:batchId/approve',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary:
          "Approve a batch awaiting approval ('Payment Approval', not its maker); its rows then settle",
        params: paymentBatchParamsSchema,
        response: { 200: paymentBatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { batch } = await runCommand(request, (tx, actor) =>
        approvePaymentBatch(tx, actor, request.params.batchId),
      );
      return { batch: await loadBatchItem(request.em.fork(), requireViewer(request), batch.id) };
    },
  );

  app.post(
    '/api/payments/batches/:batchId/reject',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'Reject a batch awaiting approval, with the reason: none of its rows is paid',
        params: paymentBatchParamsSchema,
        body: rejectPaymentBatchBodySchema,
        response: { 200: paymentBatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { batch } = await runCommand(request, (tx, actor) =>
        rejectPaymentBatch(tx, actor, request.params.batchId, request.body.reason),
      );
      return { batch: await loadBatchItem(request.em.fork(), requireViewer(request), batch.id) };
    },
  );
};
