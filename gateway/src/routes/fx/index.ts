import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateAlert } from '@tradehub/db';
import { toRateAlertItem } from '@tradehub/db/domain';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  apiErrorSchema,
  createRateAlertBodySchema,
  fxHistoryQuerySchema,
  fxHistorySchema,
  fxSnapshotSchema,
  rateAlertParamsSchema,
  rateAlertResponseSchema,
  rateAlertsResponseSchema,
} from '@tradehub/contract';
import { badRequest, notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { loadFxHistory } from './fx-history.js';
import { readLatestSnapshot } from './latest-snapshot.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const MAX_ALERTS_PER_USER = 50;

export const fxRoutes: FastifyPluginAsyncZod<{ redis: Redis; redisPrefix: string }> = async (
  app,
  { redis, redisPrefix },
) => {
  app.get(
    '/api/fx/latest',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary: 'The newest tick of the FX feed (the same snapshot `fx:tick` pushes)',
        response: { 200: fxSnapshotSchema, ...errors },
      },
    },
    async () => {
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      if (!snapshot) throw notFound('The FX feed has not published any rates yet.');
      return snapshot;
    },
  );

  app.get(
    '/api/fx/history',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary: 'USD/quote OHLC over 24h (minutes), 7d (hours), 30d or 90d (days)',
        querystring: fxHistoryQuerySchema,
        response: { 200: fxHistorySchema, ...errors },
      },
    },
    async (request) => loadFxHistory(request.em, request.query.quote, request.query.range),
  );

  app.get(
    '/api/fx/alerts',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary: 'My rate alerts',
        response: { 200: rateAlertsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireViewer(request);
      const alerts = await request.em.find(
        RateAlert,
        { createdBy: userId },
        { orderBy: { createdAt: 'desc' } },
      );
      return { alerts: alerts.map(toRateAlertItem) };
    },
  );

  app.post(
    '/api/fx/alerts',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary: 'Set a rate alert: above or below a rate, or a percentage move within a window',
        body: createRateAlertBodySchema,
        response: { 201: rateAlertResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { quote, kind, threshold, windowMinutes } = request.body;
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      const referenceRate = snapshot?.rates[quote];
      if (snapshot && referenceRate === undefined)
        badRequestFor('quote', `USD/${quote} is not quoted by the feed.`);
      if ((await request.em.count(RateAlert, { createdBy: viewer.userId })) >= MAX_ALERTS_PER_USER) {
        badRequestFor('quote', `You can keep at most ${MAX_ALERTS_PER_USER} rate alerts. Delete one first.`);
      }
      const alert = request.em.create(RateAlert, {
        organisation: viewer.organisationId,
        createdBy: viewer.userId,
        base: 'USD',
        quote,
        kind,
        threshold,
        windowMinutes: kind === 'change' ? (windowMinutes ?? null) : null,
        referenceRate: referenceRate ?? null,
      });
      await request.em.flush();
      return reply.status(201).send({ alert: toRateAlertItem(alert) });
    },
  );

  async function ownAlert(request: Parameters<typeof requireViewer>[0], alertId: string) {
    const { userId } = requireViewer(request);
    const alert = await request.em.findOne(RateAlert, { id: alertId, createdBy: userId });
    if (!alert) throw notFound('No rate alert with this id.');
    return alert;
  }

  app.post(
    '/api/fx/alerts/:alertId/rearm',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary: 'Re-arm a fired alert, measured from the current rate',
        params: rateAlertParamsSchema,
        response: { 200: rateAlertResponseSchema, ...errors },
      },
    },
    async (request) => {
      const alert = await ownAlert(request, request.params.alertId);
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      alert.status = 'armed';
      alert.firedAt = null;
      alert.firedRate = null;
      alert.referenceRate = snapshot?.rates[alert.quote] ?? alert.referenceRate ?? null;
      await request.em.flush();
      return { alert: toRateAlertItem(alert) };
    },
  );

  app.delete(
    '/api/fx/alerts/:alertId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary: 'Delete a rate alert',
        params: rateAlertParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const alert = await ownAlert(request, request.params.alertId);
      await request.em.remove(alert).flush();
      return reply.status(204).send(null);
    },
  );
};

function badRequestFor(field: string, message: string): never {
  throw badRequest(field, `${field}: ${message}`);
}
