import { randomUUID } from 'node:crypto';
import { FxTrade, Payment } from '@tradehub/db';
import {
  assertForeignCurrency,
  bookFxTrade,
  setHedgeTarget,
  type BookableFxQuote,
  type FxActor,
} from '@tradehub/db/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  apiErrorSchema,
  convertMinor,
  entityIdSchema,
  fxExposureDetailSchema,
  fxExposureParamsSchema,
  fxExposureRowSchema,
  fxExposuresResponseSchema,
  fxTradeQuoteBodySchema,
  fxTradeQuoteSchema,
  fxTradeSchema,
  hedgeTargetBodySchema,
  type FxTradeQuote,
} from '@tradehub/contract';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, badRequest, serviceUnavailable } from '../../errors/app-error.js';
import { parseAmount } from '../../payments/quote.js';
import { computeExposures, hedgesWhere, openPayablesWhere } from '../../fx-trades/exposure.js';
import { tradeRate } from '../../fx-trades/pricing.js';
import { loadQuote, QUOTE_TTL_MS, saveQuote } from '../../fx-trades/quote-store.js';
import { toFxTradeItem } from '../../fx-trades/trade-item.js';
import { checkValueDate, daysUntil } from '../../fx-trades/value-dates.js';
import { requireViewer } from '../../plugins/auth.js';
import { readLatestSnapshot } from '../fx/latest-snapshot.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  503: apiErrorSchema,
};
const NO_RATES = 'Live rates are not available right now.';
const QUOTE_EXPIRED = 'This quote has expired. Ask for a new rate.';

const bookBodySchema = z.object({ quoteId: entityIdSchema });
const tradeResponseSchema = z.object({ trade: fxTradeSchema });
const tradesResponseSchema = z.object({ trades: z.array(fxTradeSchema) });
const exposureResponseSchema = z.object({ exposure: fxExposureRowSchema });

/** The viewer as the FX commands' actor. */
const actorOf = ({ userId, organisationId, displayName, profile }: Viewer): FxActor => ({
  userId,
  organisationId,
  displayName,
  permissions: profile.permissions,
});

/** FX management: quotes and booked trades (/api/fx/trades), exposure and hedge targets (/api/fx/exposures). */
export const fxTradesRoutes: FastifyPluginAsyncZod<{ redis: Redis; redisPrefix: string }> = async (
  app,
  { redis, redisPrefix },
) => {
  async function latestRates(): Promise<Record<string, number>> {
    return (await readLatestSnapshot(redis, redisPrefix))?.rates ?? {};
  }

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
    async (request) => {
      const viewer = requireViewer(request);
      const { kind, side, amount, valueDate } = request.body;
      const currency = assertForeignCurrency(request.body.currency);
      const now = new Date();
      checkValueDate(kind, valueDate, now);
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      if (!snapshot) throw serviceUnavailable(NO_RATES);
      const spotRate = snapshot.rates[currency];
      if (spotRate === undefined) {
        throw badRequest('currency', `currency: USD/${currency} is not quoted by the feed.`);
      }
      const amountMinor = parseAmount(amount, currency);
      const rate = tradeRate(kind, spotRate, daysUntil(valueDate, now));
      const quote: FxTradeQuote = {
        quoteId: randomUUID(),
        kind,
        side,
        currency,
        amountMinor,
        usdAmountMinor: convertMinor(
          amountMinor,
          currency,
          'USD',
          { numerator: 1, denominator: rate },
          'half-away-from-zero',
        ),
        rate,
        valueDate: new Date(`${valueDate}T00:00:00.000Z`).toISOString(),
        expiresAt: new Date(now.getTime() + QUOTE_TTL_MS).toISOString(),
      };
      await saveQuote(redis, redisPrefix, {
        organisationId: viewer.organisationId,
        userId: viewer.userId,
        quote,
      });
      return quote;
    },
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
      const booked = await request.em
        .fork()
        .transactional((tx) => bookFxTrade(tx, actorOf(viewer), quoteId, liveQuote));
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
    '/api/fx/exposures',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: 'Exposure per currency: open payables, hedges, hedged %, target and risk',
        response: { 200: fxExposuresResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return { exposures: await computeExposures(request.em, viewer.organisationId, await latestRates()) };
    },
  );

  app.get(
    '/api/fx/exposures/:currency',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['fx'],
        summary: "One currency's exposure with its payables and hedges",
        params: fxExposureParamsSchema,
        response: { 200: fxExposureDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const currency = assertForeignCurrency(request.params.currency);
      const rates = await latestRates();
      const [exposure] = await computeExposures(request.em, viewer.organisationId, rates, currency);
      const payables = await request.em.find(Payment, openPayablesWhere(viewer.organisationId, currency), {
        populate: ['supplier'],
        orderBy: { date: 'asc', id: 'asc' },
      });
      const hedges = await request.em.find(FxTrade, hedgesWhere(viewer.organisationId, currency), {
        populate: ['createdBy'],
        orderBy: { valueDate: 'asc', id: 'asc' },
      });
      return {
        exposure: exposure!,
        payables: payables.map((payment) => ({
          id: payment.id,
          supplierName: payment.supplier.getEntity().name,
          amountMinor: payment.amountMinor,
          date: payment.date.toISOString(),
          status: payment.status,
        })),
        hedges: hedges.map(toFxTradeItem),
      };
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
        response: { 200: exposureResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { currency } = request.params;
      const rates = await latestRates();
      await request.em.fork().transactional(async (tx) => {
        // Today's figures, which a currency's first exposure row is stored with.
        const [figures] = await computeExposures(tx, viewer.organisationId, rates, currency);
        return setHedgeTarget(tx, actorOf(viewer), {
          currency,
          targetHedgePercent: request.body.targetHedgePercent,
          figures: figures!,
        });
      });
      const [exposure] = await computeExposures(request.em, viewer.organisationId, rates, currency);
      return { exposure: exposure! };
    },
  );
};
