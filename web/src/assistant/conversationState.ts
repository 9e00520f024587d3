// The assistant's conversation as the widget shows it: the server's copy, cached under the `assistant` root
// (api/assistant/queries.ts) and kept current by answers (the POST's own, and `ai:answered` from any of the
// person's tabs, applied in place), plus the question this tab is still waiting on, shown at once.
// Pure functions, so the merging rules are tested without a browser (test/unit/assistant-conversation).
import type { AiConversationResponse, AiQuota, ChatMessage } from '@tradehub/contract';

/** The question this tab has sent and is still waiting on; shown at once, before the server answers. */
export interface PendingQuestion {
  localId: string;
  content: string;
  createdAt: string;
  /** The ids listed when it was sent: a server question with another id and the same text is this one. */
  knownIds: readonly string[];
}

/** The conversation as the widget shows it (see conversationView). */
export interface ConversationState {
  /** 'loading' until the first answer to GET /api/ai/conversation; a later refetch keeps what is shown. */
  status: 'loading' | 'error' | 'ready';
  loadError: unknown;
  quota: AiQuota | undefined;
  /** Oldest first, unique by id. */
  messages: ChatMessage[];
  pending: PendingQuestion | undefined;
}

/** An answered (or failed) question: the POST's own answer, or `ai:answered` for any of the person's tabs. */
export interface AiAnswer {
  question: ChatMessage;
  reply: ChatMessage | null;
  quota: AiQuota;
}

function byCreatedAt(a: ChatMessage, b: ChatMessage): number {
  if (a.createdAt === b.createdAt) return 0;
  return a.createdAt < b.createdAt ? -1 : 1;
}

/**
 * `messages` with each of `updates` put in: one already listed (the same id) is replaced in place,
 * a new one is added; the list stays oldest first (a stable sort keeps a question before its reply
 * when both carry the same time).
 */
export function mergeMessages(
  messages: readonly ChatMessage[],
  updates: readonly ChatMessage[],
): ChatMessage[] {
  const merged = [...messages];
  for (const update of updates) {
    const index = merged.findIndex((message) => message.id === update.id);
    if (index === -1) merged.push(update);
    else merged[index] = update;
  }
  return merged.sort(byCreatedAt);
}

export function quotaOf(conversation: AiConversationResponse): AiQuota {
  const { configured, premium, dailyLimit, remainingToday } = conversation;
  return { configured, premium, dailyLimit, remainingToday };
}

/** `message` is the server's copy of the local question: the same text, and not listed before it was sent. */
function isServerCopy(pending: PendingQuestion, message: ChatMessage): boolean {
  return (
    message.role === 'user' && message.content === pending.content && !pending.knownIds.includes(message.id)
  );
}

/** The server's conversation as cached: oldest first, unique by id. */
export function normalisedConversation(conversation: AiConversationResponse): AiConversationResponse {
  return { ...conversation, messages: mergeMessages([], conversation.messages) };
}

/**
 * The conversation with an answer put in: the question (and its reply) added or updated in place, and the
 * quota the answer carries. The same answer applied twice (the event and the POST) changes nothing more.
 */
export function withAnswer(conversation: AiConversationResponse, answer: AiAnswer): AiConversationResponse {
  const updates = answer.reply ? [answer.question, answer.reply] : [answer.question];
  return { ...conversation, ...answer.quota, messages: mergeMessages(conversation.messages, updates) };
}

/** POST answered 429: nothing is left today, whatever the last quota said (never for premium). */
export function withLimitReached(conversation: AiConversationResponse): AiConversationResponse {
  return conversation.premium ? conversation : { ...conversation, remainingToday: 0 };
}

/** A new conversation: no messages, the same quota. */
export function withoutMessages(conversation: AiConversationResponse): AiConversationResponse {
  return { ...conversation, messages: [] };
}

/** The question this tab just sent, remembering which messages were listed before it. */
export function pendingQuestion(
  question: Omit<PendingQuestion, 'knownIds'>,
  messages: readonly ChatMessage[],
): PendingQuestion {
  return { ...question, knownIds: messages.map((message) => message.id) };
}

/** What the widget shows: the cached conversation (or why there is none yet) and this tab's waiting question. */
export function conversationView(
  loaded: { data: AiConversationResponse | undefined; error: unknown },
  pending: PendingQuestion | undefined,
): ConversationState {
  const { data, error } = loaded;
  if (!data) {
    const status = error ? 'error' : 'loading';
    return { status, loadError: error ?? undefined, quota: undefined, messages: [], pending };
  }
  // A failed refetch keeps the conversation on screen; only a first load shows the error.
  return { status: 'ready', loadError: undefined, quota: quotaOf(data), messages: data.messages, pending };
}

/** A message as the widget lists it: the server's, or the local question still on its way. */
export interface ShownMessage extends ChatMessage {
  /** True for the question this tab is waiting on (not yet stored or not yet answered). */
  local: boolean;
}

/**
 * The messages to list, oldest first: the server's, then the question this tab is waiting on unless the
 * server's copy of it is already listed (a refetch or another tab's event delivered it first).
 */
export function shownMessages(state: ConversationState): ShownMessage[] {
  const shown: ShownMessage[] = state.messages.map((message) => ({ ...message, local: false }));
  const { pending } = state;
  if (pending && !state.messages.some((message) => isServerCopy(pending, message))) {
    shown.push({
      id: pending.localId,
      role: 'user',
      content: pending.content,
      status: 'pending',
      createdAt: pending.createdAt,
      local: true,
    });
  }
  return shown;
}

/** True while a question (this tab's, or one listed as pending by the server) waits for its answer. */
export function isAwaitingReply(state: ConversationState): boolean {
  const last = state.messages.at(-1);
  return state.pending !== undefined || (last?.role === 'user' && last.status === 'pending');
}

/** The question to offer again: the newest message, when it is a question the assistant failed to answer. */
export function retryableQuestion(state: ConversationState): ChatMessage | undefined {
  const last = state.messages.at(-1);
  return state.pending === undefined && last?.role === 'user' && last.status === 'failed' ? last : undefined;
}

/** Nothing is left today (never for a premium organisation). */
export function isLimitReached(quota: AiQuota | undefined): boolean {
  return quota !== undefined && !quota.premium && quota.remainingToday !== null && quota.remainingToday <= 0;
}
