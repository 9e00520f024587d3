import { AI_ERROR_CODES, AI_LIMITS } from '@tradehub/contract/constants';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conversationQuery, useClearConversation, useSendAiMessage } from '../api/assistant/queries';
import { ApiRequestError } from '../api/client';
import { apiErrorMessage } from '../i18n/apiErrorMessage';
import {
  conversationView,
  isAwaitingReply,
  isLimitReached,
  pendingQuestion,
  type ConversationState,
  type PendingQuestion,
} from './conversationState';

/** What went wrong with the last send or new-conversation request, as text to show. */
function sendErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    if (error.code === AI_ERROR_CODES.failed) return t('assistant.failed');
    if (error.code === AI_ERROR_CODES.notConfigured) return t('assistant.notConfigured');
    if (error.code === AI_ERROR_CODES.dailyLimit) return t('assistant.limit.title');
    if (error.status === 400 && error.field === 'content')
      return t('assistant.invalidQuestion', { max: AI_LIMITS.inputMaxChars });
  }
  return apiErrorMessage(error, t);
}

let localIds = 0;

export interface AssistantConversation {
  state: ConversationState;
  /** Sending, or a question listed as pending: the input waits. */
  awaiting: boolean;
  /** The last request's failure (other than a reply that failed, which shows beside its question). */
  error: string | undefined;
  clearing: boolean;
  /** Sends a question; blank text, and text sent while a reply is awaited or nothing is left, is ignored. */
  send(content: string): void;
  startNew(): void;
  reload(): Promise<void>;
}

/** A failed send or new conversation worth a message: a failed reply shows beside its question instead, and
 * a 429 as the limit notice. */
function shownFailure(error: unknown): boolean {
  return !(
    error instanceof ApiRequestError &&
    (error.code === AI_ERROR_CODES.failed || error.code === AI_ERROR_CODES.dailyLimit)
  );
}

/**
 * The person's conversation with the assistant: asked for when the panel first opens (and again on every
 * later opening, keeping what is shown; the realtime bridge refreshes it after a re-connect and merges in the
 * answers of the person's other tabs), and questions sent and answered.
 */
export function useAssistantConversation(open: boolean): AssistantConversation {
  const { t } = useTranslation();
  const conversation = useQuery(conversationQuery(open));
  const sending = useSendAiMessage();
  const clearing = useClearConversation();
  const [pending, setPending] = useState<PendingQuestion | undefined>(undefined);
  // Two presses within one render both see the last render's state: only the first may send.
  const sendingNow = useRef(false);
  const state = conversationView(conversation, pending);

  const awaiting = isAwaitingReply(state);
  const blocked =
    awaiting ||
    clearing.isPending ||
    state.status !== 'ready' ||
    !state.quota?.configured ||
    isLimitReached(state.quota);
  const failure = sending.error ?? clearing.error;
  const error = failure && shownFailure(failure) ? sendErrorText(failure, t) : undefined;

  const send = (text: string) => {
    const content = text.trim().slice(0, AI_LIMITS.inputMaxChars);
    if (content === '' || blocked || sendingNow.current) return;
    sendingNow.current = true;
    clearing.reset();
    setPending(
      pendingQuestion(
        { localId: `local-${++localIds}`, content, createdAt: new Date().toISOString() },
        state.messages,
      ),
    );
    // The local question stays until the answer (or, after a failure, the refetch) brings the server's copy.
    sending.mutate(
      { content },
      {
        onSettled: () => {
          sendingNow.current = false;
          setPending(undefined);
        },
      },
    );
  };

  const startNew = () => {
    if (awaiting || clearing.isPending) return;
    sending.reset();
    clearing.mutate();
  };

  const reload = () => conversation.refetch().then(() => undefined);

  return { state, awaiting, error, clearing: clearing.isPending, send, startNew, reload };
}
