import { AI_ERROR_CODES, AI_LIMITS } from '@tradehub/contract/constants';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { apiErrorMessage } from '../i18n/apiErrorMessage';
import { useLiveEvent, useReconnect } from '../realtime/useLiveEvent';
import { assistantApi } from './assistantApi';
import {
  conversationReducer,
  initialConversationState,
  isAwaitingReply,
  isLimitReached,
  type ConversationState,
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

/**
 * The person's conversation with the assistant: loaded when the panel first opens (and again on every
 * later opening and re-connect, keeping what is shown), questions sent and answered, and the answers of
 * the person's other tabs merged in as they arrive.
 */
export function useAssistantConversation(open: boolean): AssistantConversation {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(conversationReducer, initialConversationState);
  const [error, setError] = useState<string | undefined>(undefined);
  const [clearing, setClearing] = useState(false);
  const latestLoad = useRef(0);
  const sending = useRef(false);

  const reload = useCallback((): Promise<void> => {
    const id = ++latestLoad.current;
    return assistantApi.conversation().then(
      (conversation) => {
        if (id === latestLoad.current) dispatch({ type: 'loaded', conversation });
      },
      (failure: unknown) => {
        if (id === latestLoad.current) dispatch({ type: 'loadFailed', error: failure });
      },
    );
  }, []);

  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);
  useEffect(
    () => () => {
      latestLoad.current += 1; // an answer after unmounting is ignored
    },
    [],
  );
  useReconnect(() => void reload());
  useLiveEvent('ai:answered', (update) => dispatch({ type: 'answered', ...update }));

  const awaiting = isAwaitingReply(state);
  const blocked =
    awaiting ||
    clearing ||
    state.status !== 'ready' ||
    !state.quota?.configured ||
    isLimitReached(state.quota);

  const send = (text: string) => {
    const content = text.trim();
    if (content === '' || blocked || sending.current) return;
    sending.current = true;
    setError(undefined);
    const localId = `local-${++localIds}`;
    dispatch({
      type: 'sendStarted',
      question: {
        localId,
        content: content.slice(0, AI_LIMITS.inputMaxChars),
        createdAt: new Date().toISOString(),
      },
    });
    assistantApi
      .send({ content: content.slice(0, AI_LIMITS.inputMaxChars) })
      .then(
        (answer) => dispatch({ type: 'sendSucceeded', ...answer }),
        (failure: unknown) => {
          if (failure instanceof ApiRequestError && failure.code === AI_ERROR_CODES.dailyLimit) {
            dispatch({ type: 'limitReached' });
            return reload();
          }
          // A reply that failed shows beside its question, which the server kept; anything else here.
          if (!(failure instanceof ApiRequestError && failure.code === AI_ERROR_CODES.failed)) {
            setError(sendErrorText(failure, t));
          }
          // The local question stays until the refetch brings the server's copy (no flicker).
          return reload().finally(() => dispatch({ type: 'sendFailed' }));
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const startNew = () => {
    if (awaiting || clearing) return;
    setClearing(true);
    setError(undefined);
    assistantApi
      .clear()
      .then(
        () => {
          latestLoad.current += 1; // a refetch under way would bring the old messages back
          dispatch({ type: 'cleared' });
        },
        (failure: unknown) => setError(sendErrorText(failure, t)),
      )
      .finally(() => setClearing(false));
  };

  return { state, awaiting, error, clearing, send, startNew, reload };
}
