import type { AiConversationResponse, SendAiMessageBody, SendAiMessageResponse } from '@tradehub/contract';
import { api, type RequestOptions } from '../api/client';

export const conversationPath = '/api/ai/conversation';

export const assistantApi = {
  conversation: (options?: RequestOptions) => api.get<AiConversationResponse>(conversationPath, options),
  /** Answers once the reply is ready (a few seconds). */
  send: (body: SendAiMessageBody) => api.post<SendAiMessageResponse>('/api/ai/messages', body),
  /** Starts a new conversation. */
  clear: () => api.delete<void>(conversationPath),
};
