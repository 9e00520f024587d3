import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRateAlert,
  deleteRateAlert,
  listRateAlerts,
  rearmRateAlert,
  toRateAlertItem,
  readLatestSnapshot,
} from '@tradehub/db/domain';
import type { RedisClient } from '@tradehub/db/queues';
import { z } from 'zod';
import {
  createRateAlertBodySchema,
  fxHistoryQuerySchema,
  fxHistorySchema,
  fxSnapshotSchema,
  rateAlertParamsSchema,
  rateAlertResponseSchema,
  rateAlertsResponseSchema,
} from '@tradehub/contract';
import { notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { loadFxHistory } from './fx-history.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404);

export const fxRoutes: FastifyPluginAsyncZod<{ redis: RedisClient; redisPrefix: string }> = async (
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
      const alerts = await listRateAlerts(request.em, requireViewer(request));
      return { alerts: alerts.map(toRateAlertItem) };
    },
  );

  app.post(
    '/api/fx/alerts',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary:
          "Set a rate alert on a currency's market pair against USD (EUR/USD, USD/JPY): above or below a rate of that pair, or a percentage move within a window",
        body: createRateAlertBodySchema,
        response: { 201: rateAlertResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { currency, kind, threshold, windowMinutes } = request.body;
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      const alert = await createRateAlert(
        request.em,
        viewer,
        { currency, kind, threshold, windowMinutes: windowMinutes ?? null },
        snapshot?.rates,
      );
      return reply.status(201).send({ alert: toRateAlertItem(alert) });
    },
  );

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
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      const alert = await rearmRateAlert(
        request.em,
        requireViewer(request),
        request.params.alertId,
        snapshot?.rates,
      );
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
      await deleteRateAlert(request.em, requireViewer(request), request.params.alertId);
      return reply.status(204).send(null);
    },
  );
};
