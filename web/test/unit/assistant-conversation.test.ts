import type { AiQuota, ChatMessage } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import {
  conversationReducer,
  initialConversationState,
  isAwaitingReply,
  isLimitReached,
  mergeMessages,
  retryableQuestion,
  shownMessages,
  type ConversationAction,
  type ConversationState,
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

function run(...actions: ConversationAction[]): ConversationState {
  return actions.reduce(conversationReducer, initialConversationState);
}

const q1 = message('q1', { createdAt: '2026-11-21T10:00:00.000Z' });
const a1 = message('a1', { role: 'assistant', content: 'Answer 1', createdAt: '2026-11-21T10:00:03.000Z' });
const loaded: ConversationAction = {
  type: 'loaded',
  conversation: { ...quota(4), messages: [q1, a1] },
};

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

describe('conversationReducer', () => {
  it('loads the conversation and its quota', () => {
    const state = run(loaded);
    expect(state.status).toBe('ready');
    expect(state.messages.map((m) => m.id)).toEqual(['q1', 'a1']);
    expect(state.quota).toEqual(quota(4));
  });

  it('shows an error only for a first load; a failed refetch keeps the conversation', () => {
    expect(run({ type: 'loadFailed', error: new Error('x') }).status).toBe('error');
    const state = run(loaded, { type: 'loadFailed', error: new Error('x') });
    expect(state.status).toBe('ready');
    expect(state.messages).toHaveLength(2);
  });

  it('shows the question at once while waiting, then the stored question and reply', () => {
    const sent = run(loaded, {
      type: 'sendStarted',
      question: { localId: 'local-1', content: 'Is EUR risky?', createdAt: '2026-11-21T10:10:00.000Z' },
    });
    expect(isAwaitingReply(sent)).toBe(true);
    expect(shownMessages(sent).map((m) => [m.id, m.local])).toEqual([
      ['q1', false],
      ['a1', false],
      ['local-1', true],
    ]);
    const q2 = message('q2', { content: 'Is EUR risky?', createdAt: '2026-11-21T10:10:01.000Z' });
    const a2 = message('a2', { role: 'assistant', createdAt: '2026-11-21T10:10:04.000Z' });
    const answered = conversationReducer(sent, {
      type: 'sendSucceeded',
      question: q2,
      reply: a2,
      quota: quota(3),
    });
    expect(isAwaitingReply(answered)).toBe(false);
    expect(shownMessages(answered).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(answered.quota?.remainingToday).toBe(3);
  });

  it('merges the socket event and the POST answer for the same question without repeating it', () => {
    const sent = run(loaded, {
      type: 'sendStarted',
      question: { localId: 'local-1', content: 'Is EUR risky?', createdAt: '2026-11-21T10:10:00.000Z' },
    });
    const q2 = message('q2', { content: 'Is EUR risky?', createdAt: '2026-11-21T10:10:01.000Z' });
    const a2 = message('a2', { role: 'assistant', createdAt: '2026-11-21T10:10:04.000Z' });
    // The event comes first: the local copy gives way to the server's, the wait goes on until the POST answers.
    const evented = conversationReducer(sent, { type: 'answered', question: q2, reply: a2, quota: quota(3) });
    expect(shownMessages(evented).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    const done = conversationReducer(evented, {
      type: 'sendSucceeded',
      question: q2,
      reply: a2,
      quota: quota(3),
    });
    expect(shownMessages(done).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(isAwaitingReply(done)).toBe(false);
  });

  it("adds another tab's answered question, and updates one already listed as pending", () => {
    const pending = message('q2', { status: 'pending', createdAt: '2026-11-21T10:20:00.000Z' });
    const withPending = run({ type: 'loaded', conversation: { ...quota(4), messages: [q1, a1, pending] } });
    expect(isAwaitingReply(withPending)).toBe(true);
    const a2 = message('a2', { role: 'assistant', createdAt: '2026-11-21T10:20:05.000Z' });
    const state = conversationReducer(withPending, {
      type: 'answered',
      question: { ...pending, status: 'answered' },
      reply: a2,
      quota: quota(3),
    });
    expect(state.messages.map((m) => [m.id, m.status])).toEqual([
      ['q1', 'answered'],
      ['a1', 'answered'],
      ['q2', 'answered'],
      ['a2', 'answered'],
    ]);
    expect(isAwaitingReply(state)).toBe(false);
    expect(state.quota?.remainingToday).toBe(3);
    // Delivered again (after a refetch): nothing doubles.
    const again = conversationReducer(state, {
      type: 'answered',
      question: state.messages[2]!,
      reply: a2,
      quota: quota(3),
    });
    expect(again.messages).toHaveLength(4);
  });

  it('offers a retry for a failed newest question, whose text matches an earlier one', () => {
    const failed = message('q2', {
      content: 'Is EUR risky?',
      status: 'failed',
      createdAt: '2026-11-21T10:30:00.000Z',
    });
    const state = run(loaded, { type: 'answered', question: failed, reply: null, quota: quota(4) });
    expect(retryableQuestion(state)?.id).toBe('q2');
    // Retrying sends the same text again: the failed copy stays, the new one is shown as waiting.
    const retrying = conversationReducer(state, {
      type: 'sendStarted',
      question: { localId: 'local-2', content: 'Is EUR risky?', createdAt: '2026-11-21T10:29:00.000Z' },
    });
    expect(retryableQuestion(retrying)).toBeUndefined();
    expect(shownMessages(retrying).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'local-2']);
  });

  it('drops the local question when the send fails, and marks the limit on a 429', () => {
    const sent = run(loaded, {
      type: 'sendStarted',
      question: { localId: 'local-1', content: 'x', createdAt: '2026-11-21T10:10:00.000Z' },
    });
    expect(shownMessages(conversationReducer(sent, { type: 'sendFailed' }))).toHaveLength(2);
    const limited = conversationReducer(sent, { type: 'limitReached' });
    expect(limited.pending).toBeUndefined();
    expect(isLimitReached(limited.quota)).toBe(true);
  });

  it('empties the conversation for a new one, keeping the quota', () => {
    const state = run(loaded, { type: 'cleared' });
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
