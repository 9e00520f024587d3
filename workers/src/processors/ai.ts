import type { Job } from 'bullmq';
import { ChatMessage, type MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import type { AiJobResult, AiQuota } from '@tradehub/contract';
import { AI_LIMITS } from '@tradehub/contract/constants';
import type { Logger } from 'pino';
import { requestChatCompletion } from '../ai/chat-completions.js';
import { answerQuestion, describeQuota, failQuestion, type AiQuotaCounter } from '@tradehub/db/domain';
import { chooseModel } from '../ai/model-choice.js';
import { summariseOrganisation } from '../ai/organisation-summary.js';
import { buildProviderMessages, HISTORY_TURNS } from '../ai/prompt.js';
import type { ReplyCache } from '../ai/reply-cache.js';
import type { JobName, JobPayloads } from '@tradehub/db/queues';

export type AiJob = {
  [N in JobName<'ai'>]: Job<JobPayloads['ai'][N], unknown, N>;
}[JobName<'ai'>];

export interface AiProcessorDeps {
  orm: MikroORM;
  ai: RuntimeConfig['ai'];
  quota: AiQuotaCounter;
  replies: ReplyCache;
  logger: Logger;
}

export type { AiJobResult };

/** The quota as it reads once the question is given back (the refund runs after the commit). */
function afterRefund(quota: AiQuota): AiQuota {
  if (quota.remainingToday === null || quota.dailyLimit === null) return quota;
  return { ...quota, remainingToday: Math.min(quota.dailyLimit, quota.remainingToday + 1) };
}

/**
 * Answers one question: the organisation's summary and the recent turns go to the provider (or the reply
 * comes from the hour-long cache), the reply is stored and the question marked answered in one
 * transaction with its `ai:answered` push (an outbox row). Any failure marks the question failed (with its
 * push, in one transaction), gives the question back to the daily counter and is logged with the job id;
 * the job itself completes (a retry would keep someone waiting).
 * Both outcomes are conditional on the question still being pending, so the gateway giving up on a slow
 * job and a stalled job running twice can never answer twice or refund twice.
 */
export function createAiProcessor({ orm, ai, quota, replies, logger }: AiProcessorDeps) {
  return async function processAi(job: AiJob): Promise<AiJobResult> {
    const em = orm.em.fork();
    const question = await em.findOne(ChatMessage, { id: job.data.questionId });
    if (!question) return { status: 'skipped', reason: 'question not found' };
    if (question.status !== 'pending') return { status: 'skipped', reason: `question is ${question.status}` };

    /** The quota the push carries, read before the transaction (Redis); null when nobody is pushed to. */
    const quotaToPush = async () =>
      job.data.pushToUser ? describeQuota(quota, job.data.quota, true, AI_LIMITS.freeQuestionsPerDay) : null;
    try {
      if (!ai.baseUrl) throw new Error('AI_BASE_URL is not set');
      const earlier = await em.find(
        ChatMessage,
        {
          conversationKey: question.conversationKey,
          status: 'answered',
          createdAt: { $lt: question.createdAt },
        },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_TURNS },
      );
      const summary = await summariseOrganisation(em, question.organisation.id, question.user.id, new Date());
      const { system, turns } = buildProviderMessages(summary, [...earlier.reverse(), question]);
      const model = chooseModel(turns, { small: ai.modelSmall, large: ai.modelLarge });
      const messages = [system, ...turns];
      const cachedReply = await replies.get(model, messages);
      const content =
        cachedReply ??
        (await requestChatCompletion({
          baseUrl: ai.baseUrl,
          apiKey: ai.apiKey,
          model,
          messages,
          timeoutMs: ai.timeoutMs,
        }));
      if (cachedReply === null) await replies.set(model, messages, content);

      const described = await quotaToPush();
      const reply = await em.transactional((tx) =>
        answerQuestion(tx, question, { content, model, quota: described }),
      );
      if (!reply) return { status: 'skipped', reason: 'question no longer pending' };
      question.status = 'answered';
      return { status: 'answered', replyId: reply.id, model, cached: cachedReply !== null };
    } catch (error) {
      logger.error(
        { err: error, jobId: job.id, questionId: question.id },
        'AI assistant: the provider gave no answer',
      );
      const reason = error instanceof Error ? error.message : String(error);
      const described = await quotaToPush();
      // A fresh unit of work: the job's own may be what broke.
      const marked = await em
        .fork()
        .transactional((tx) => failQuestion(tx, question, described && afterRefund(described)));
      if (!marked) return { status: 'skipped', reason: 'question no longer pending' };
      if (job.data.quota) await quota.refund(job.data.quota.subject, job.data.quota.day);
      question.status = 'failed';
      return { status: 'failed', reason };
    }
  };
}
