import type { AiConversationResponse, AiQuota, ChatMessage } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import {
  conversationView,
  isAwaitingReply,
  isLimitReached,
  mergeMessages,
  normalisedConversation,
  pendingQuestion,
  retryableQuestion,
  shownMessages,
  withAnswer,
  withLimitReached,
  withoutMessages,
  type ConversationState,
  type PendingQuestion,
} from '../../src/assistant/conversationState';

function message(id: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    role: 'user',
    content: `Question ${id}`,
    status: 'answered',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

const quota = (remainingToday: number | null, premium = false): AiQuota => ({
  configured: true,
  premium,
  dailyLimit: premium ? null : 5,
  remainingToday,
});

/** The widget's view of a cached conversation, with this tab's waiting question if any. */
function view(data: AiConversationResponse | undefined, pending?: PendingQuestion): ConversationState {
  return conversationView({ data, error: null }, pending);
}

const q1 = message('q1', { createdAt: '2026-11-21T10:00:00.000Z' });
const a1 = message('a1', { role: 'assistant', content: 'Answer 1', createdAt: '2026-11-21T10:00:03.000Z' });
const loaded: AiConversationResponse = normalisedConversation({ ...quota(4), messages: [a1, q1] });
const asked = (content: string, localId = 'local-1', createdAt = '2026-11-21T10:10:00.000Z') =>
  pendingQuestion({ localId, content, createdAt }, loaded.messages);

describe('mergeMessages', () => {
  it('replaces a message of the same id in place and adds new ones, oldest first', () => {
    const failed = message('q2', { status: 'failed', createdAt: '2026-11-21T10:05:00.000Z' });
    const merged = mergeMessages([q1, a1, failed], [{ ...failed, status: 'answered' }]);
    expect(merged.map((m) => [m.id, m.status])).toEqual([
      ['q1', 'answered'],
      ['a1', 'answered'],
      ['q2', 'answered'],
    ]);
    const older = message('q0', { createdAt: '2026-11-21T09:00:00.000Z' });
    expect(mergeMessages([q1, a1], [older]).map((m) => m.id)).toEqual(['q0', 'q1', 'a1']);
  });

  it('keeps a question before its reply when both carry the same time', () => {
    const q = message('q', { createdAt: '2026-11-21T11:00:00.000Z' });
    const a = message('a', { role: 'assistant', createdAt: '2026-11-21T11:00:00.000Z' });
    expect(mergeMessages([q1], [q, a]).map((m) => m.id)).toEqual(['q1', 'q', 'a']);
  });
});

describe('the cached conversation and the view', () => {
  it('loads the conversation (oldest first) and its quota', () => {
    const state = view(loaded);
    expect(state.status).toBe('ready');
    expect(state.messages.map((m) => m.id)).toEqual(['q1', 'a1']);
    expect(state.quota).toEqual(quota(4));
  });

  it('shows an error only for a first load; a failed refetch keeps the conversation', () => {
    expect(view(undefined).status).toBe('loading');
    expect(conversationView({ data: undefined, error: new Error('x') }, undefined).status).toBe('error');
    const state = conversationView({ data: loaded, error: new Error('x') }, undefined);
    expect(state.status).toBe('ready');
    expect(state.messages).toHaveLength(2);
  });

  it('shows the question at once while waiting, then the stored question and reply', () => {
    const sent = view(loaded, asked('Is EUR risky?'));
    expect(isAwaitingReply(sent)).toBe(true);
    expect(shownMessages(sent).map((m) => [m.id, m.local])).toEqual([
      ['q1', false],
      ['a1', false],
      ['local-1', true],
    ]);
    const q2 = message('q2', { content: 'Is EUR risky?', createdAt: '2026-11-21T10:10:01.000Z' });
    const a2 = message('a2', { role: 'assistant', createdAt: '2026-11-21T10:10:04.000Z' });
    // The POST answered: the cache takes the answer, the waiting question goes.
    const answered = view(withAnswer(loaded, { question: q2, reply: a2, quota: quota(3) }));
    expect(isAwaitingReply(answered)).toBe(false);
    expect(shownMessages(answered).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(answered.quota?.remainingToday).toBe(3);
  });

  it('merges the socket event and the POST answer for the same question without repeating it', () => {
    const pending = asked('Is EUR risky?');
    const q2 = message('q2', { content: 'Is EUR risky?', createdAt: '2026-11-21T10:10:01.000Z' });
    const a2 = message('a2', { role: 'assistant', createdAt: '2026-11-21T10:10:04.000Z' });
    const answer = { question: q2, reply: a2, quota: quota(3) };
    // The event comes first: the local copy gives way to the server's, the wait goes on until the POST answers.
    const evented = withAnswer(loaded, answer);
    expect(shownMessages(view(evented, pending)).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(isAwaitingReply(view(evented, pending))).toBe(true);
    const done = view(withAnswer(evented, answer));
    expect(shownMessages(done).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(isAwaitingReply(done)).toBe(false);
  });

  it("adds another tab's answered question, and updates one already listed as pending", () => {
    const pending = message('q2', { status: 'pending', createdAt: '2026-11-21T10:20:00.000Z' });
    const withPending = normalisedConversation({ ...quota(4), messages: [q1, a1, pending] });
    expect(isAwaitingReply(view(withPending))).toBe(true);
    const a2 = message('a2', { role: 'assistant', createdAt: '2026-11-21T10:20:05.000Z' });
    const answered = withAnswer(withPending, {
      question: { ...pending, status: 'answered' },
      reply: a2,
      quota: quota(3),
    });
    const state = view(answered);
    expect(state.messages.map((m) => [m.id, m.status])).toEqual([
      ['q1', 'answered'],
      ['a1', 'answered'],
      ['q2', 'answered'],
      ['a2', 'answered'],
    ]);
    expect(isAwaitingReply(state)).toBe(false);
    expect(state.quota?.remainingToday).toBe(3);
    // Delivered again (after a refetch): nothing doubles.
    const again = withAnswer(answered, { question: answered.messages[2]!, reply: a2, quota: quota(3) });
    expect(again.messages).toHaveLength(4);
  });

  it('offers a retry for a failed newest question, whose text matches an earlier one', () => {
    const failed = message('q2', {
      content: 'Is EUR risky?',
      status: 'failed',
      createdAt: '2026-11-21T10:30:00.000Z',
    });
    const withFailed = withAnswer(loaded, { question: failed, reply: null, quota: quota(4) });
    expect(retryableQuestion(view(withFailed))?.id).toBe('q2');
    // Retrying sends the same text again: the failed copy stays, the new one is shown as waiting.
    const retrying = view(
      withFailed,
      pendingQuestion(
        { localId: 'local-2', content: 'Is EUR risky?', createdAt: '2026-11-21T10:29:00.000Z' },
        withFailed.messages,
      ),
    );
    expect(retryableQuestion(retrying)).toBeUndefined();
    expect(shownMessages(retrying).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'local-2']);
  });

  it('marks the limit on a 429, never for premium', () => {
    expect(isLimitReached(view(withLimitReached(loaded)).quota)).toBe(true);
    const premium = { ...loaded, ...quota(null, true) };
    expect(withLimitReached(premium)).toEqual(premium);
  });

  it('empties the conversation for a new one, keeping the quota', () => {
    const state = view(withoutMessages(loaded));
    expect(state.messages).toEqual([]);
    expect(state.quota).toEqual(quota(4));
  });
});

describe('isLimitReached', () => {
  it('is reached at 0 remaining, never for premium or before the quota is known', () => {
    expect(isLimitReached(quota(0))).toBe(true);
    expect(isLimitReached(quota(1))).toBe(false);
    expect(isLimitReached(quota(null, true))).toBe(false);
    expect(isLimitReached(undefined)).toBe(false);
  });
});
