// The AI assistant's question settled by the workers' processor: answered (the reply stored) or failed. Both
// are conditional on the question still being pending, so the gateway giving up on a slow job and a stalled
// job running twice can never answer twice; each carries its `ai:answered` push (an outbox row) when the
// question was asked by someone waiting for it (`quota` is what that push tells them, null for nobody).
import { rooms, type AiQuota } from '@tradehub/contract';
import { ChatMessage, type EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { toChatMessageDto } from './chat-message-dto.js';

function pushAnswered(
  tx: EntityManager,
  question: ChatMessage,
  status: 'answered' | 'failed',
  reply: ChatMessage | null,
  quota: AiQuota | null,
) {
  if (!quota) return;
  pushSocket(tx, {
    aggregate: ['chat_message', question.id],
    rooms: [rooms.user(question.user.id)],
    event: 'ai:answered',
    args: [
      { question: { ...toChatMessageDto(question), status }, reply: reply && toChatMessageDto(reply), quota },
    ],
  });
}

/** Stores the reply and marks the question answered; null when it was no longer pending (nothing written). */
export async function answerQuestion(
  tx: EntityManager,
  question: ChatMessage,
  answer: { content: string; model: string; quota: AiQuota | null },
): Promise<ChatMessage | null> {
  const claimed = await tx.nativeUpdate(
    ChatMessage,
    { id: question.id, status: 'pending' },
    { status: 'answered' },
  );
  if (claimed === 0) return null;
  const stored = tx.create(ChatMessage, {
    organisation: question.organisation.id,
    user: question.user.id,
    conversationKey: question.conversationKey,
    role: 'assistant',
    content: answer.content,
    status: 'answered',
    model: answer.model,
  });
  pushAnswered(tx, question, 'answered', stored, answer.quota);
  return stored;
}

/** Marks the question failed; false when it was no longer pending (nothing written). */
export async function failQuestion(
  tx: EntityManager,
  question: ChatMessage,
  quota: AiQuota | null,
): Promise<boolean> {
  const count = await tx.nativeUpdate(
    ChatMessage,
    { id: question.id, status: 'pending' },
    { status: 'failed' },
  );
  if (count > 0) pushAnswered(tx, question, 'failed', null, quota);
  return count > 0;
}
