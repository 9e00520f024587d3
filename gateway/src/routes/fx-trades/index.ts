import { FxTrade, readFromPrimary } from '@tradehub/db';
import {
  assertForeignCurrency,
  bookFxTrade,
  loadQuote,
  quoteFxTrade,
  QUOTE_TTL_MS,
  canEditMarginTolerance,
  readExposure,
  readExposureDetail,
  readExposureInputsVersion,
  readMarginTolerance,
  setHedgeTarget,
  setMarginTolerance,
  toFxTradeItem,
  type BookableFxQuote,
  readLatestSnapshot,
} from '@tradehub/db/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RedisClient } from '@tradehub/db/queues';
import { z } from 'zod';
import {
  entityIdSchema,
  exposureReportSchema,
  fxExposureDetailSchema,
  fxExposureParamsSchema,
  fxSettingsBodySchema,
  fxSettingsSchema,
  fxTradeQuoteBodySchema,
  fxTradeQuoteSchema,
  fxTradeSchema,
  hedgeTargetBodySchema,
} from '@tradehub/contract';
import { AppError, notFound } from '../../errors/app-error.js';
import { requireActor, requireViewer } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 503);
const QUOTE_EXPIRED = 'This quote has expired. Ask for a new rate.';

const bookBodySchema = z.object({ quoteId: entityIdSchema });
const tradeResponseSchema = z.object({ trade: fxTradeSchema });
const tradesResponseSchema = z.object({ trades: z.array(fxTradeSchema) });

/**
 * FX management: quotes and booked trades (/api/fx/trades), the organisation's exposure from the one engine
 * (/api/fx/exposure, /api/fx/exposures/:currency) and hedge targets. The rules are the domain's (db/src/domain/fx).
 */
export const fxTradesRoutes: FastifyPluginAsyncZod<{ redis: RedisClient; redisPrefix: string }> = async (
  app,
  { redis, redisPrefix },
) => {
  app.post(
    '/api/fx/trades/quote',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: `Lock a rate from the live feed for ${QUOTE_TTL_MS / 1000} s (spot or forward)`,
        body: fxTradeQuoteBodySchema,
        response: { 200: fxTradeQuoteSchema, ...errors },
      },
    },
    async (request) =>
      quoteFxTrade(
        redis,
        redisPrefix,
        requireViewer(request),
        request.body,
        await readLatestSnapshot(redis, redisPrefix),
      ),
  );

  app.post(
    '/api/fx/trades',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: 'Book a quoted trade on the sandbox (once per quote: a second booking is a 409)',
        body: bookBodySchema,
        response: { 201: tradeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { quoteId } = request.body;
      // A quote is bound to who asked for it: anybody else sees it as gone.
      const liveQuote = async (): Promise<BookableFxQuote> => {
        const stored = await loadQuote(redis, redisPrefix, quoteId);
        if (!stored || stored.organisationId !== viewer.organisationId || stored.userId !== viewer.userId) {
          throw new AppError(410, 'quote_expired', QUOTE_EXPIRED, 'quoteId');
        }
        return stored.quote;
      };
      const booked = await runCommand(request, (tx, actor) => bookFxTrade(tx, actor, quoteId, liveQuote));
      const trade = await request.em.findOneOrFail(FxTrade, booked.trade.id, { populate: ['createdBy'] });
      return reply.status(201).send({ trade: toFxTradeItem(trade) });
    },
  );

  app.get(
    '/api/fx/trades',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: "The organisation's FX trades, newest first",
        response: { 200: tradesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const trades = await request.em.find(
        FxTrade,
        { organisation: viewer.organisationId },
        { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      return { trades: trades.map(toFxTradeItem) };
    },
  );

  app.get(
    '/api/fx/exposure',
    {
      config: { access: 'member' },
      schema: {
        tags: ['fx'],
        summary:
          'The exposure engine: open payables and matched forwards per currency and maturity bucket, hedge ratios, ' +
          'unhedged base value at the live rate, 1-day VaR, cost versus budget',
        response: { 200: exposureReportSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // The inputs' version first, then the database: the report includes at least every change noted by
      // then. From the primary, so a replica's lag cannot make it claim a change it has not seen.
      const inputsVersion = await readExposureInputsVersion(redis, redisPrefix);
      readFromPrimary(request.em);
      const report = await readExposure(request.em, viewer.organisationId);
      if (!report) throw notFound('This workspace does not exist.');
      return { ...report, inputsVersion };
    },
  );

  app.get(
    '/api/fx/exposures/:currency',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: "One currency's exposure with its open payables and the forwards hedging them",
        params: fxExposureParamsSchema,
        response: { 200: fxExposureDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const currency = assertForeignCurrency(request.params.currency);
      const detail = await readExposureDetail(request.em, viewer.organisationId, currency);
      if (!detail) throw notFound('This workspace does not exist.');
      return detail;
    },
  );

  app.put(
    '/api/fx/exposures/:currency/target',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: 'Set the share of this currency the organisation wants hedged',
        params: fxExposureParamsSchema,
        body: hedgeTargetBodySchema,
        response: { 200: exposureReportSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await runCommand(request, (tx, actor) =>
        setHedgeTarget(tx, actor, {
          currency: request.params.currency,
          targetHedgePercent: request.body.targetHedgePercent,
        }),
      );
      return (await readExposure(request.em.fork(), viewer.organisationId))!;
    },
  );

  app.get(
    '/api/fx/settings',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: "The organisation's FX settings: the margin guard's default tolerance",
        response: { 200: fxSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return {
        marginTolerancePercent: await readMarginTolerance(request.em, viewer.organisationId),
        canEdit: canEditMarginTolerance(requireActor(request)),
      };
    },
  );

  app.put(
    '/api/fx/settings',
    {
      // An organisation setting: changed by a Team Manager, never by an API key (keys never administer).
      config: { access: 'approved', apiKeyArea: null },
      schema: {
        tags: ['fx'],
        summary:
          "Change the margin guard's default tolerance (Team Management): the organisation's bills are judged against it at once",
        body: fxSettingsBodySchema,
        response: { 200: fxSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { marginTolerancePercent } = await runCommand(request, (tx, actor) =>
        setMarginTolerance(tx, actor, request.body.marginTolerancePercent),
      );
      return { marginTolerancePercent, canEdit: canEditMarginTolerance(requireActor(request)) };
    },
  );
};
