import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Payment } from '@tradehub/db';
import { apiErrorSchema, paymentsResponseSchema } from '../../contract/index.js';
import { requireViewer } from '../../plugins/auth.js';
import { toTransactionSummary } from './transaction-summary.js';

const RECENT_PAYMENTS = 50;

/** Approved accounts only (spec section 2: payments are locked for demo, pending and rejected). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "The organisation's most recent payments, newest first",
        response: { 200: paymentsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const payments = await request.em.find(
        Payment,
        { organisation: viewer.organisationId },
        { orderBy: { date: 'desc' }, limit: RECENT_PAYMENTS, populate: ['supplier'] },
      );
      return { transactions: payments.map(toTransactionSummary) };
    },
  );
};
