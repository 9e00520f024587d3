// Request Payment: a request with a shareable reference, the organisation's list, and the share link's page.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentRequest } from '@tradehub/db';
import { createPaymentRequest, parseAmountOrRefuse, previewPaymentRequest } from '@tradehub/db/domain';
import { z } from 'zod';
import {
  createPaymentRequestBodySchema,
  paymentRequestPreviewResponseSchema,
  paymentRequestReferenceParamsSchema,
  paymentRequestSchema,
} from '@tradehub/contract';
import type { AuthRateLimits } from '../../auth/rate-limits.js';
import { requireViewer } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404);
const REQUESTS_LIMIT = 200;

export const paymentRequestsRoutes: FastifyPluginAsyncZod<{
  appUrl: string;
  /** The public routes' limits per address (the share page's `pay-link`). */
  rateLimits: AuthRateLimits;
}> = async (app, { appUrl, rateLimits }) => {
  const toRequestItem = (request: PaymentRequest): z.infer<typeof paymentRequestSchema> => ({
    id: request.id,
    reference: request.reference,
    payerName: request.payerName,
    payerEmail: request.payerEmail,
    amountMinor: request.amountMinor,
    currency: request.currency,
    dueDate: request.dueDate ? request.dueDate.toISOString() : null,
    status: request.status,
    shareUrl: `${appUrl}/pay/${request.reference}`,
    createdAt: request.createdAt.toISOString(),
  });

  app.post(
    '/api/payment-requests',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'Request Payment: a payment request with a short reference and a link to share',
        body: createPaymentRequestBodySchema,
        response: { 201: z.object({ request: paymentRequestSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const amountMinor = parseAmountOrRefuse(body.amount, body.currency);
      for (let attempt = 0; ; attempt++) {
        try {
          const created = await runCommand(request, async (tx, actor) =>
            createPaymentRequest(tx, actor, {
              payerName: body.payerName,
              payerEmail: body.payerEmail,
              amountMinor,
              currency: body.currency,
              dueDate: body.dueDate ?? null,
              note: body.note ?? null,
            }),
          );
          return reply.status(201).send({ request: toRequestItem(created.request) });
        } catch (error) {
          // A reference already taken (1 in ~900 million): draw another.
          if (error instanceof UniqueConstraintViolationException && attempt < 4) continue;
          throw error;
        }
      }
    },
  );

  app.get(
    '/api/payment-requests',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "The organisation's payment requests, newest first",
        response: { 200: z.object({ requests: z.array(paymentRequestSchema) }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await request.em.find(
        PaymentRequest,
        { organisation: viewer.organisationId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: REQUESTS_LIMIT },
      );
      return { requests: rows.map(toRequestItem) };
    },
  );

  app.get(
    '/api/payment-requests/by-reference/:reference',
    {
      // The share link's page: open to anyone, so no API key scope is involved.
      config: { access: 'public', apiKeyArea: null },
      schema: {
        tags: ['payments'],
        summary:
          "A payment request as its share link shows it to the payer: the requester's business name, amount, due date, note and status (nothing of the payer)",
        params: paymentRequestReferenceParamsSchema,
        response: { 200: paymentRequestPreviewResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => {
      // Open to anyone with the link: limited per address, so references cannot be walked.
      await rateLimits.consume('pay-link', request.ip);
      return { request: await previewPaymentRequest(request.em, request.params.reference) };
    },
  );
};
