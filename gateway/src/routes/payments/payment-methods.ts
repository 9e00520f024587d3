// Payment Methods: the organisation's methods (the sandbox's defaults on first read) and the sandbox connect.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentMethod } from '@tradehub/db';
import { connectPaymentMethod, ensurePaymentMethods } from '@tradehub/db/domain';
import { z } from 'zod';
import { entityIdSchema, paymentMethodItemSchema, paymentMethodsResponseSchema } from '@tradehub/contract';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404);

const toMethodItem = (method: PaymentMethod): z.infer<typeof paymentMethodItemSchema> => ({
  id: method.id,
  kind: method.kind,
  label: method.label,
  connected: method.connected,
});

export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment-methods',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "The organisation's payment methods (created with the sandbox defaults on first read)",
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The first read stores the sandbox's defaults.
      const methods = await runCommand(request, (tx, actor) => ensurePaymentMethods(tx, actor));
      return { methods: methods.map(toMethodItem) };
    },
  );

  app.post(
    '/api/payment-methods/:methodId/connect',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'Connect a payment method (the sandbox connects it at once)',
        params: z.object({ methodId: entityIdSchema }),
        response: { 200: z.object({ method: paymentMethodItemSchema }), ...errors },
      },
    },
    async (request) => {
      const { method } = await runCommand(request, (tx, actor) =>
        connectPaymentMethod(tx, actor, request.params.methodId),
      );
      return { method: toMethodItem(method) };
    },
  );
};
