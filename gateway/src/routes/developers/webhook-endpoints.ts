// Settings → Developers: the organisation's webhook endpoints, their signing secrets and delivery logs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebhookDelivery, WebhookEndpoint, type EntityManager } from '@tradehub/db';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhookEvent,
  updateWebhookEndpoint,
  type WebhookSettings,
} from '@tradehub/db/domain';
import {
  createWebhookEndpointBodySchema,
  rotateWebhookSecretBodySchema,
  updateWebhookEndpointBodySchema,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretSchema,
} from '@tradehub/contract';
import { z } from 'zod';
import { toWebhookDeliveryItem, toWebhookEndpointItem } from '../../developers/developers-dto.js';
import { requireActor } from '../../plugins/auth.js';
import { runCommand } from '../run-command.js';
import { access, errors, tags } from './route-declarations.js';

export interface WebhookEndpointsRoutesOptions {
  /** Seals webhook signing secrets (the workers open them with the same). */
  sessionSecret: string;
  webhooks: Omit<WebhookSettings, 'sessionSecret'>;
}

export const webhookEndpointsRoutes: FastifyPluginAsyncZod<WebhookEndpointsRoutesOptions> = async (
  app,
  { sessionSecret, webhooks },
) => {
  const settings: WebhookSettings = { ...webhooks, sessionSecret };

  const loadEndpoint = (em: EntityManager, id: string) =>
    em.findOneOrFail(WebhookEndpoint, { id }, { populate: ['createdBy'] });
  const loadDelivery = (em: EntityManager, id: string) =>
    em.findOneOrFail(WebhookDelivery, { id }, { populate: ['event'] });

  app.get(
    '/api/developers/webhooks',
    {
      config: access,
      schema: {
        tags,
        summary: "The organisation's webhook endpoints",
        response: { 200: webhookEndpointsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const endpoints = await listWebhookEndpoints(request.em, requireActor(request));
      return { items: endpoints.map(toWebhookEndpointItem) };
    },
  );

  app.post(
    '/api/developers/webhooks',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Add a webhook endpoint (Team Management): https only, public addresses only; the signing secret is in this answer only',
        body: createWebhookEndpointBodySchema,
        response: { 201: webhookEndpointWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { endpoint, secret } = await runCommand(request, (tx, actor) =>
        createWebhookEndpoint(tx, actor, request.body, settings),
      );
      return reply
        .status(201)
        .send({ endpoint: toWebhookEndpointItem(await loadEndpoint(request.em, endpoint.id)), secret });
    },
  );

  app.patch(
    '/api/developers/webhooks/:endpointId',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change an endpoint: its URL, description, event types, or turn it on or off',
        params: webhookEndpointParamsSchema,
        body: updateWebhookEndpointBodySchema,
        response: { 200: webhookEndpointResponseSchema, ...errors },
      },
    },
    async (request) => {
      await runCommand(request, (tx, actor) =>
        updateWebhookEndpoint(tx, actor, request.params.endpointId, request.body, settings),
      );
      return { endpoint: toWebhookEndpointItem(await loadEndpoint(request.em, request.params.endpointId)) };
    },
  );

  app.delete(
    '/api/developers/webhooks/:endpointId',
    {
      config: access,
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log',
        params: webhookEndpointParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await runCommand(request, (tx, actor) => deleteWebhookEndpoint(tx, actor, request.params.endpointId));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/developers/webhooks/:endpointId/rotate-secret',
    {
      config: access,
      schema: {
        tags,
        summary:
          'A new signing secret, in this answer only; the old one keeps signing beside it for graceHours (default 24)',
        params: webhookEndpointParamsSchema,
        body: rotateWebhookSecretBodySchema,
        response: { 200: webhookEndpointWithSecretSchema, ...errors },
      },
    },
    async (request) => {
      const { secret } = await runCommand(request, (tx, actor) =>
        rotateWebhookSecret(tx, actor, request.params.endpointId, request.body, settings),
      );
      return {
        endpoint: toWebhookEndpointItem(await loadEndpoint(request.em, request.params.endpointId)),
        secret,
      };
    },
  );

  app.post(
    '/api/developers/webhooks/:endpointId/test',
    {
      config: access,
      schema: {
        tags,
        summary: 'Send test event: a webhook.test delivery to this endpoint, shown in its log',
        params: webhookEndpointParamsSchema,
        response: { 202: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { delivery } = await runCommand(request, (tx, actor) =>
        sendTestWebhookEvent(tx, actor, request.params.endpointId),
      );
      return reply
        .status(202)
        .send({ delivery: toWebhookDeliveryItem(await loadDelivery(request.em, delivery.id)) });
    },
  );

  app.get(
    '/api/developers/webhooks/:endpointId/deliveries',
    {
      config: access,
      schema: {
        tags,
        summary: "An endpoint's delivery log, newest first: event, status, attempts, latency, response",
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listWebhookDeliveries(
        request.em,
        requireActor(request),
        request.params.endpointId,
        {
          page,
          pageSize,
        },
      );
      return { items: items.map(toWebhookDeliveryItem), total, page, pageSize };
    },
  );

  app.post(
    '/api/developers/webhooks/:endpointId/deliveries/:deliveryId/resend',
    {
      config: access,
      schema: {
        tags,
        summary: 'Resend: the same event (same id and body) as a new delivery to this endpoint',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { delivery } = await runCommand(request, (tx, actor) =>
        resendWebhookDelivery(tx, actor, request.params.endpointId, request.params.deliveryId),
      );
      return reply
        .status(202)
        .send({ delivery: toWebhookDeliveryItem(await loadDelivery(request.em, delivery.id)) });
    },
  );
};
