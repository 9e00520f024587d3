// The person's conversation with the AI assistant and its quota, in the client cache under the `assistant`
// root. Answers update it in place: the POST's own, and `ai:answered` (cacheUpdates.ts), which also brings
// the answers of the person's other tabs. A failed send asks for the conversation again, since the server
// may have kept the question (a failed reply shows beside it).
import type { SendAiMessageBody } from '@tradehub/contract';
import { AI_ERROR_CODES } from '@tradehub/contract/constants';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  normalisedConversation,
  withAnswer,
  withLimitReached,
  withoutMessages,
  type AiAnswer,
} from '../../assistant/conversationState';
import { ApiRequestError } from '../client';
import type { ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type ConversationData = ApiData<'/api/ai/conversation', 'get'>;

export const assistantKeys = {
  all: [queryRoots.assistant] as const,
  conversation: () => [queryRoots.assistant, 'conversation'] as const,
};

/**
 * Asked whenever the panel opens (stale at once: the panel is the only reader, and another device may
 * have talked to the assistant meanwhile); `enabled` keeps it unasked until the panel first opens.
 */
export const conversationQuery = (open = true) =>
  queryOptions({
    queryKey: assistantKeys.conversation(),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/ai/conversation', { signal })).then(normalisedConversation),
    enabled: open,
    staleTime: 0,
  });

/** Puts an answer into the cached conversation; false when none is cached yet (the refetch brings it). */
export function putAiAnswer(client: QueryClient, answer: AiAnswer): boolean {
  const key = assistantKeys.conversation();
  if (client.getQueryData<ConversationData>(key) === undefined) return false;
  client.setQueryData<ConversationData>(key, (current) => current && withAnswer(current, answer));
  return true;
}

/** Answers once the reply is ready (a few seconds). */
export function useSendAiMessage() {
  const client = useQueryClient();
  const key = assistantKeys.conversation();
  return useMutation({
    mutationFn: (body: SendAiMessageBody) => unwrap(http.POST('/api/ai/messages', { body })),
    onSuccess: (answer) => {
      putAiAnswer(client, answer);
    },
    // Settles once the server's copy is in, so the local question gives way to it without a flicker.
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.code === AI_ERROR_CODES.dailyLimit) {
        client.setQueryData<ConversationData>(key, (current) => current && withLimitReached(current));
      }
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Starts a new conversation. */
export function useClearConversation() {
  const client = useQueryClient();
  const key = assistantKeys.conversation();
  return useMutation({
    mutationFn: () => unwrap(http.DELETE('/api/ai/conversation')),
    onSuccess: async () => {
      // A refetch under way would bring the old messages back.
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<ConversationData>(key, (current) => current && withoutMessages(current));
    },
  });
}
