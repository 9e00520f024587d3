// The AI assistant (spec section 2 'AI chat widget'). The browser talks only to the gateway: it validates
// the question, charges the daily counter in Redis (atomically, across every gateway), stores the question
// and queues an `ai` job; the workers call the provider. The request waits for the job and answers with
// the reply; the workers also push it to the person's room for their other tabs.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ChatMessage, Organisation } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import {
  AiQuotaCounter,
  describeQuota,
  quotaDay,
  toChatMessageDto,
  type QuotaCharge,
} from '@tradehub/db/domain';
import {
  type AiJobResult,
  aiConversationResponseSchema,
  sendAiMessageBodySchema,
  sendAiMessageResponseSchema,
  AI_ERROR_CODES,
  AI_LIMITS,
  AI_MESSAGES,
} from '@tradehub/contract';
import type { RedisClient } from '@tradehub/db/queues';
import type { AiJobs } from './ai-jobs.js';
import { z } from 'zod';
import { AppError, serviceUnavailable } from '../../errors/app-error.js';
import { readSessionToken } from '../../auth/session-cookie.js';
import { requireViewer } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 429, 502, 503);
/** The conversation the widget shows: its newest messages. */
const CONVERSATION_LIMIT = 100;
/** How much longer than the provider's own timeout the request waits for the workers. */
const WAIT_MARGIN_MS = 10_000;

export interface AiRoutesOptions {
  config: RuntimeConfig;
  redis: RedisClient;
  /** The `ai` queue and its events, opened (and closed) by the app. */
  aiJobs: AiJobs;
}

const failed = () => new AppError(502, AI_ERROR_CODES.failed, AI_MESSAGES.failed);

export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, { config, redis, aiJobs }) => {
  const configured = Boolean(config.ai.baseUrl);
  const quota = new AiQuotaCounter(redis, config.redisPrefix);

  /**
   * Whose conversation this is. The shared read-only demo user is one account for every visitor, so each
   * demo session gets a conversation of its own.
   */
  function conversationKeyOf(request: FastifyRequest): string {
    const viewer = requireViewer(request);
    if (!viewer.readOnly) return viewer.userId;
    const session = readSessionToken(request) ?? request.headers.authorization ?? '';
    return `demo-session:${createHash('sha256').update(session).digest('base64url').slice(0, 32)}`;
  }

  /**
   * Whose daily allowance a question is charged to: the person's; for the demo, the client address's (a new
   * demo session is free to open, so a per-session allowance would be unlimited for a script). The address
   * is hashed: it is only a counter's name.
   */
  function quotaSubjectOf(request: FastifyRequest, conversationKey: string): string {
    if (!requireViewer(request).readOnly) return conversationKey;
    return `demo-address:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 32)}`;
  }

  /** Null for a premium organisation: unlimited, nothing counted. */
  async function chargeOf(request: FastifyRequest, conversationKey: string): Promise<QuotaCharge> {
    const organisation = await request.em.findOneOrFail(
      Organisation,
      { id: requireViewer(request).organisationId },
      { fields: ['aiPremium'] },
    );
    if (organisation.aiPremium) return null;
    return { subject: quotaSubjectOf(request, conversationKey), day: quotaDay(new Date()) };
  }

  const quotaOf = (charge: QuotaCharge) =>
    describeQuota(quota, charge, configured, AI_LIMITS.freeQuestionsPerDay);

  app.get(
    '/api/ai/conversation',
    {
      config: { access: 'member' },
      schema: {
        tags: ['ai'],
        summary: "The person's conversation with the assistant (oldest first) and their questions left today",
        response: { 200: aiConversationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const conversationKey = conversationKeyOf(request);
      const newestFirst = await request.em.find(
        ChatMessage,
        { conversationKey, organisation: requireViewer(request).organisationId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: CONVERSATION_LIMIT },
      );
      return {
        ...(await quotaOf(await chargeOf(request, conversationKey))),
        messages: newestFirst.reverse().map(toChatMessageDto),
      };
    },
  );

  app.post(
    '/api/ai/messages',
    {
      config: { access: 'member', allowReadOnlyWrite: true },
      schema: {
        tags: ['ai'],
        summary:
          'Ask the assistant: counts one of the day’s free questions, waits for the reply (also pushed as `ai:answered`)',
        body: sendAiMessageBodySchema,
        response: { 200: sendAiMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!configured) throw new AppError(503, AI_ERROR_CODES.notConfigured, AI_MESSAGES.notConfigured);
      const viewer = requireViewer(request);
      const conversationKey = conversationKeyOf(request);
      const charge = await chargeOf(request, conversationKey);
      if (
        charge &&
        (await quota.reserve(charge.subject, charge.day, AI_LIMITS.freeQuestionsPerDay)) === null
      ) {
        throw new AppError(429, AI_ERROR_CODES.dailyLimit, AI_MESSAGES.dailyLimit);
      }
      const refund = () => (charge ? quota.refund(charge.subject, charge.day) : Promise.resolve());

      const question = request.em.create(ChatMessage, {
        organisation: viewer.organisationId,
        user: viewer.userId,
        conversationKey,
        role: 'user',
        content: request.body.content,
        status: 'pending',
      });
      let job;
      try {
        await request.em.flush();
        job = await aiJobs.queue.add(
          'answer-question',
          { questionId: question.id, quota: charge, pushToUser: !viewer.readOnly },
          { jobId: `ai-${question.id}` },
        );
      } catch (error) {
        request.log.error(
          { err: error, questionId: question.id },
          'AI assistant: could not queue the question',
        );
        await refund();
        await request.em
          .fork()
          .nativeUpdate(ChatMessage, { id: question.id, status: 'pending' }, { status: 'failed' })
          .catch(() => 0);
        throw serviceUnavailable('The assistant could not take your question right now. Please try again.');
      }

      let result: AiJobResult | undefined;
      try {
        result = (await job.waitUntilFinished(
          aiJobs.events,
          config.ai.timeoutMs + WAIT_MARGIN_MS,
        )) as AiJobResult;
      } catch (error) {
        // No worker answered in time. Whoever moves the question out of 'pending' first decides: if it is
        // this request, the question is failed and given back; if a worker got there, its answer stands.
        request.log.error(
          { err: error, jobId: job.id, questionId: question.id },
          'AI assistant: no answer in time',
        );
        const gaveUp = await request.em
          .fork()
          .nativeUpdate(ChatMessage, { id: question.id, status: 'pending' }, { status: 'failed' });
        if (gaveUp > 0) {
          await refund();
          await job.remove().catch(() => undefined);
        }
      }

      const em = request.em.fork();
      const stored = await em.findOne(ChatMessage, { id: question.id });
      if (!stored || stored.status !== 'answered') throw failed();
      const reply =
        result?.status === 'answered'
          ? await em.findOne(ChatMessage, { id: result.replyId })
          : await em.findOne(
              ChatMessage,
              { conversationKey, role: 'assistant', createdAt: { $gte: stored.createdAt } },
              { orderBy: { createdAt: 'asc' } },
            );
      if (!reply) throw failed();
      return {
        question: toChatMessageDto(stored),
        reply: toChatMessageDto(reply),
        quota: await quotaOf(charge),
      };
    },
  );

  app.delete(
    '/api/ai/conversation',
    {
      config: { access: 'member', allowReadOnlyWrite: true },
      schema: {
        tags: ['ai'],
        summary: 'Start a new conversation (the questions already asked today still count)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await request.em.nativeDelete(ChatMessage, {
        conversationKey: conversationKeyOf(request),
        organisation: requireViewer(request).organisationId,
      });
      return reply.status(204).send(null);
    },
  );
};
