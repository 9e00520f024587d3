// The assistant's conversation as the widget holds it: what the server answered, the question this tab
// is waiting on, and the updates that arrive meanwhile (its own answer, another tab's, a refetch).
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

export interface ConversationState {
  /** 'loading' until the first answer to GET /api/ai/conversation; a later refetch keeps what is shown. */
  status: 'loading' | 'error' | 'ready';
  loadError: unknown;
  quota: AiQuota | undefined;
  /** Oldest first, unique by id. */
  messages: ChatMessage[];
  pending: PendingQuestion | undefined;
}

export type ConversationAction =
  | { type: 'loaded'; conversation: AiConversationResponse }
  | { type: 'loadFailed'; error: unknown }
  | { type: 'sendStarted'; question: Omit<PendingQuestion, 'knownIds'> }
  | { type: 'sendSucceeded'; question: ChatMessage; reply: ChatMessage; quota: AiQuota }
  /** The send failed; a refetch (started by the caller) brings the question back if the server kept it. */
  | { type: 'sendFailed' }
  /** POST answered 429: nothing is left today, whatever the last quota said. */
  | { type: 'limitReached' }
  /** Socket 'ai:answered': this tab's or another tab's question, answered or failed. */
  | { type: 'answered'; question: ChatMessage; reply: ChatMessage | null; quota: AiQuota }
  | { type: 'cleared' };

export const initialConversationState: ConversationState = {
  status: 'loading',
  loadError: undefined,
  quota: undefined,
  messages: [],
  pending: undefined,
};

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

function quotaOf(conversation: AiConversationResponse): AiQuota {
  const { configured, premium, dailyLimit, remainingToday } = conversation;
  return { configured, premium, dailyLimit, remainingToday };
}

/** `message` is the server's copy of the local question: the same text, and not listed before it was sent. */
function isServerCopy(pending: PendingQuestion, message: ChatMessage): boolean {
  return (
    message.role === 'user' && message.content === pending.content && !pending.knownIds.includes(message.id)
  );
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        loadError: undefined,
        quota: quotaOf(action.conversation),
        messages: mergeMessages([], action.conversation.messages),
      };
    case 'loadFailed':
      // A failed refetch keeps the conversation on screen; only a first load shows the error.
      return state.status === 'ready' ? state : { ...state, status: 'error', loadError: action.error };
    case 'sendStarted':
      return {
        ...state,
        pending: { ...action.question, knownIds: state.messages.map((message) => message.id) },
      };
    case 'sendSucceeded':
      return {
        ...state,
        pending: undefined,
        quota: action.quota,
        messages: mergeMessages(state.messages, [action.question, action.reply]),
      };
    case 'sendFailed':
      return { ...state, pending: undefined };
    case 'limitReached':
      return state.quota && !state.quota.premium
        ? { ...state, pending: undefined, quota: { ...state.quota, remainingToday: 0 } }
        : { ...state, pending: undefined };
    case 'answered': {
      const updates = action.reply ? [action.question, action.reply] : [action.question];
      return {
        ...state,
        // The wait ends with the POST's own answer, which may come before or after this event.
        quota: action.quota,
        messages: mergeMessages(state.messages, updates),
      };
    }
    case 'cleared':
      return { ...state, messages: [], pending: undefined };
  }
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
