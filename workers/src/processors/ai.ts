import type { Job } from 'bullmq';
import { ChatMessage, type MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import { rooms, type AiJobResult } from '@tradehub/contract';
import { AI_LIMITS } from '@tradehub/contract/constants';
import type { Logger } from 'pino';
import { requestChatCompletion } from '../ai/chat-completions.js';
import { toChatMessageDto, type AiQuotaCounter, describeQuota, type Broadcaster } from '@tradehub/db/domain';
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
  broadcaster: Broadcaster;
  logger: Logger;
}

export type { AiJobResult };

/**
 * Answers one question: the organisation's summary and the recent turns go to the provider (or the reply
 * comes from the hour-long cache), the reply is stored and the question marked answered in one
 * transaction, then pushed. Any failure marks the question failed, gives the question back to the daily
 * counter and is logged with the job id; the job itself completes (a retry would keep someone waiting).
 * Both outcomes are conditional on the question still being pending, so the gateway giving up on a slow
 * job and a stalled job running twice can never answer twice or refund twice.
 */
export function createAiProcessor({ orm, ai, quota, replies, broadcaster, logger }: AiProcessorDeps) {
  return async function processAi(job: AiJob): Promise<AiJobResult> {
    const em = orm.em.fork();
    const question = await em.findOne(ChatMessage, { id: job.data.questionId });
    if (!question) return { status: 'skipped', reason: 'question not found' };
    if (question.status !== 'pending') return { status: 'skipped', reason: `question is ${question.status}` };

    const push = async (reply: ChatMessage | null) => {
      if (!job.data.pushToUser) return;
      broadcaster.to(rooms.user(question.user.id)).emit('ai:answered', {
        question: toChatMessageDto(question),
        reply: reply && toChatMessageDto(reply),
        quota: await describeQuota(quota, job.data.quota, true, AI_LIMITS.freeQuestionsPerDay),
      });
    };

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
      const summary = await summariseOrganisation(em, question.organisation.id, new Date());
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

      const reply = await em.transactional(async (tx) => {
        const claimed = await tx.nativeUpdate(
          ChatMessage,
          { id: question.id, status: 'pending' },
          { status: 'answered' },
        );
        if (claimed === 0) return null;
        return tx.create(ChatMessage, {
          organisation: question.organisation.id,
          user: question.user.id,
          conversationKey: question.conversationKey,
          role: 'assistant',
          content,
          status: 'answered',
          model,
        });
      });
      if (!reply) return { status: 'skipped', reason: 'question no longer pending' };
      question.status = 'answered';
      await push(reply);
      return { status: 'answered', replyId: reply.id, model, cached: cachedReply !== null };
    } catch (error) {
      logger.error(
        { err: error, jobId: job.id, questionId: question.id },
        'AI assistant: the provider gave no answer',
      );
      const reason = error instanceof Error ? error.message : String(error);
      const marked = await em
        .fork()
        .nativeUpdate(ChatMessage, { id: question.id, status: 'pending' }, { status: 'failed' });
      if (marked === 0) return { status: 'skipped', reason: 'question no longer pending' };
      if (job.data.quota) await quota.refund(job.data.quota.subject, job.data.quota.day);
      question.status = 'failed';
      await push(null);
      return { status: 'failed', reason };
    }
  };
}
