// The team, settings, audit, admin and assistant areas' use of the client cache, on a real QueryClient:
// `ai:answered` updates the cached conversation in place (and the bridge then skips its refetch), the audit
// log's filters are its cache key, and an admin decision refreshes both account lists but not the rest.
import { QueryClient } from '@tanstack/react-query';
import type { AiConversationResponse, ChatMessage, ServerToClientEvents } from '@tradehub/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { adminKeys } from '../../src/api/admin/queries';
import { assistantKeys, putAiAnswer } from '../../src/api/assistant/queries';
import { auditKeys } from '../../src/api/audit/queries';
import { inviteKeys } from '../../src/api/invite/queries';
import { teamKeys } from '../../src/api/team/queries';
import { auditParams, auditQuery, emptyAuditFilters } from '../../src/pages/audit/auditLogic';
import { connectCacheBridge, type EventSource } from '../../src/realtime/cacheBridge';
import { cacheUpdates } from '../../src/realtime/cacheUpdates';

let client: QueryClient;
afterEach(() => client.clear());

type Handler = (...args: unknown[]) => void;

/** A socket stand-in: the bridge subscribes to it, the test emits. */
function fakeSource() {
  const handlers = new Map<string, Set<Handler>>();
  const source: EventSource = {
    subscribe: (event, handler) => {
      const set = handlers.get(event) ?? new Set<Handler>();
      handlers.set(event, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
    subscribeReconnect: () => () => undefined,
  };
  return {
    source,
    emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
}

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  role: 'user',
  content: `Question ${id}`,
  status: 'answered',
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const quota = (remainingToday: number) => ({
  configured: true,
  premium: false,
  dailyLimit: 5,
  remainingToday,
});
const q1 = message('q1');
const a1 = message('a1', { role: 'assistant', createdAt: '2026-11-21T10:00:03.000Z' });
const q2 = message('q2', { createdAt: '2026-11-21T10:10:00.000Z' });
const a2 = message('a2', { role: 'assistant', createdAt: '2026-11-21T10:10:04.000Z' });
const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('ai:answered', () => {
  it("puts another tab's answer and the new quota into the cached conversation, without a refetch", () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(client, cacheUpdates, events.source);
    const key = assistantKeys.conversation();
    client.setQueryData<AiConversationResponse>(key, { ...quota(4), messages: [q1, a1] });
    events.emit('ai:answered', { question: q2, reply: a2, quota: quota(3) });
    const cached = client.getQueryData<AiConversationResponse>(key);
    expect(cached?.messages.map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(cached?.remainingToday).toBe(3);
    expect(isStale(key)).toBe(false);
    // The POST's own answer for the same question changes nothing more.
    putAiAnswer(client, { question: q2, reply: a2, quota: quota(3) });
    expect(client.getQueryData<AiConversationResponse>(key)?.messages).toHaveLength(4);
  });

  it('leaves an unloaded conversation to the refetch', () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(client, cacheUpdates, events.source);
    // A query that has never answered (the panel opened, the first GET still on its way).
    client.getQueryCache().build(client, { queryKey: assistantKeys.conversation() });
    expect(putAiAnswer(client, { question: q2, reply: null, quota: quota(3) })).toBe(false);
    events.emit('ai:answered', { question: q2, reply: null, quota: quota(3) });
    expect(client.getQueryData(assistantKeys.conversation())).toBeUndefined();
    expect(isStale(assistantKeys.conversation())).toBe(true);
  });
});

describe('audit log parameters', () => {
  it('leaves blank filters out, so a blank search shares the unfiltered page', () => {
    const paging = { page: 1, pageSize: 25 };
    expect(auditParams(emptyAuditFilters, paging)).toEqual(paging);
    expect(auditKeys.page(auditParams({ ...emptyAuditFilters, action: '  ' }, paging))).toEqual(
      auditKeys.page(auditParams(emptyAuditFilters, paging)),
    );
    expect(auditParams({ ...emptyAuditFilters, action: ' team.invite ', from: '2026-11-01' })).toEqual({
      action: 'team.invite',
      from: '2026-11-01',
    });
  });

  it('gives the export the same filters as the list, without paging', () => {
    const filters = { ...emptyAuditFilters, entityType: 'payment', to: '2026-11-30' };
    expect(auditQuery(filters)).toBe('entityType=payment&to=2026-11-30');
    expect(auditQuery(filters, { page: 2, pageSize: 25 })).toBe(
      'entityType=payment&to=2026-11-30&page=2&pageSize=25',
    );
  });
});

describe('keys', () => {
  it('lets a business decision refresh both review lists and nothing else of the admin page', async () => {
    client = new QueryClient();
    const lists = [adminKeys.reviewsWith('pending'), adminKeys.reviewsWith('rejected')];
    for (const key of [...lists, adminKeys.organisations()]) client.setQueryData(key, {});
    await client.invalidateQueries({ queryKey: adminKeys.reviews() });
    expect(lists.map(isStale)).toEqual([true, true]);
    expect(isStale(adminKeys.organisations())).toBe(false);
  });

  it('keeps invitation previews under the team root, apart from the team itself', async () => {
    client = new QueryClient();
    client.setQueryData(teamKeys.overview(), {});
    client.setQueryData(inviteKeys.preview('t1'), {});
    expect(inviteKeys.preview('t1')[0]).toBe(teamKeys.all[0]);
    await client.invalidateQueries({ queryKey: teamKeys.overview() });
    expect(isStale(inviteKeys.preview('t1'))).toBe(false);
  });
});
