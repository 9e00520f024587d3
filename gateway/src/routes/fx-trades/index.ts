import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { CurrencyExposure, FxTrade, Payment, pushSocket, type EntityManager } from '@tradehub/db';
import { DomainEvents } from '@tradehub/db/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  AUTH_ERROR_CODES,
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
  rooms,
  type FxTradeQuote,
} from '@tradehub/contract';
import { recordAudit } from '../../audit/record-audit.js';
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
const FX_PERMISSION = 'FX Management';
const NO_RATES = 'Live rates are not available right now.';
const QUOTE_EXPIRED = 'This quote has expired. Ask for a new rate.';

const bookBodySchema = z.object({ quoteId: entityIdSchema });
const tradeResponseSchema = z.object({ trade: fxTradeSchema });
const tradesResponseSchema = z.object({ trades: z.array(fxTradeSchema) });
const exposureResponseSchema = z.object({ exposure: fxExposureRowSchema });

function requireFxPermission(request: FastifyRequest, action: string) {
  const viewer = requireViewer(request);
  if (!viewer.profile.permissions.includes(FX_PERMISSION)) {
    throw new AppError(403, AUTH_ERROR_CODES.forbidden, `${action} needs the FX Management permission.`);
  }
  return viewer;
}

/** In the unit of work (the outbox): tells the organisation's browsers to refetch exposures once it commits. */
function announceExposureChange(em: EntityManager, organisationId: string) {
  pushSocket(em, {
    aggregate: ['organisation', organisationId],
    rooms: [rooms.organisation(organisationId)],
    event: 'fx:exposure-changed',
    args: [],
  });
}

function foreignCurrency(currency: string): string {
  if (currency === 'USD') throw badRequest('currency', 'currency: choose a currency other than USD.');
  return currency;
}

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
      const currency = foreignCurrency(request.body.currency);
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
      const viewer = requireFxPermission(request, 'Booking an FX trade');
      const { quoteId } = request.body;
      const alreadyBooked = () =>
        new AppError(409, 'already_booked', 'This quote has already been booked.', 'quoteId');
      if (await request.em.count(FxTrade, { quoteId, organisation: viewer.organisationId })) {
        throw alreadyBooked();
      }
      const stored = await loadQuote(redis, redisPrefix, quoteId);
      // A quote is bound to who asked for it: anybody else sees it as gone.
      if (!stored || stored.organisationId !== viewer.organisationId || stored.userId !== viewer.userId) {
        throw new AppError(410, 'quote_expired', QUOTE_EXPIRED, 'quoteId');
      }
      const { quote } = stored;
      const trade = request.em.create(FxTrade, {
        organisation: viewer.organisationId,
        createdBy: viewer.userId,
        kind: quote.kind,
        side: quote.side,
        currency: quote.currency,
        amountMinor: quote.amountMinor,
        usdAmountMinor: quote.usdAmountMinor,
        rate: quote.rate,
        valueDate: new Date(quote.valueDate),
        status: 'booked',
        quoteId,
      });
      recordAudit(request.em, {
        organisationId: viewer.organisationId,
        actorId: viewer.userId,
        action: 'fx_trade.booked',
        entityType: 'fx_trade',
        entityId: trade.id,
        changes: {
          status: { before: null, after: 'booked' },
          trade: {
            before: null,
            after: `${quote.kind} ${quote.side} ${quote.currency} ${quote.amountMinor} @ ${quote.rate} value ${quote.valueDate.slice(0, 10)}`,
          },
        },
      });
      const events = new DomainEvents(request.em);
      events.recordActivity({
        organisationId: viewer.organisationId,
        createdById: viewer.userId,
        type: 'transaction',
        title: 'FX trade booked',
        description: `${quote.kind === 'forward' ? 'Forward' : 'Spot'} ${quote.side} of ${quote.currency} (value date ${quote.valueDate.slice(0, 10)}) by ${viewer.displayName}`,
        status: 'completed',
        relatedId: trade.id,
      });
      announceExposureChange(request.em, viewer.organisationId);
      try {
        await request.em.flush();
      } catch (error) {
        // Two confirmations of one quote raced: the unique quoteId let one of them through.
        if (error instanceof UniqueConstraintViolationException) throw alreadyBooked();
        throw error;
      }
      await request.em.populate(trade, ['createdBy']);
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
      const currency = foreignCurrency(request.params.currency);
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
      const viewer = requireFxPermission(request, 'Setting a hedge target');
      const currency = foreignCurrency(request.params.currency);
      const { targetHedgePercent } = request.body;
      const rates = await latestRates();
      const [computed] = await computeExposures(request.em, viewer.organisationId, rates, currency);
      const figures = computed!;
      let row = await request.em.findOne(CurrencyExposure, { organisation: viewer.organisationId, currency });
      const before = row?.targetHedgePercent ?? null;
      if (row) {
        row.targetHedgePercent = targetHedgePercent;
      } else {
        // The row's other figures are required by the table: today's computed ones.
        row = request.em.create(CurrencyExposure, {
          organisation: viewer.organisationId,
          createdBy: viewer.userId,
          currency,
          amountMinor: figures.payablesMinor,
          riskLevel: figures.riskLevel,
          hedgedPercent: figures.hedgedPercent,
          targetHedgePercent,
        });
      }
      recordAudit(request.em, {
        organisationId: viewer.organisationId,
        actorId: viewer.userId,
        action: 'fx_exposure.target_set',
        entityType: 'currency_exposure',
        entityId: row.id,
        changes: { targetHedgePercent: { before, after: targetHedgePercent } },
      });
      announceExposureChange(request.em, viewer.organisationId);
      await request.em.flush();
      const [exposure] = await computeExposures(request.em, viewer.organisationId, rates, currency);
      return { exposure: exposure! };
    },
  );
};
