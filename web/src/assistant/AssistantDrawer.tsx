import { PlusOutlined } from '@ant-design/icons';
import type { AiQuota } from '@tradehub/contract';
import { Alert, Button, Drawer, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { apiErrorMessage } from '../i18n/apiErrorMessage';
import { AssistantComposer, type ComposerInput } from './AssistantComposer';
import { AssistantEmptyState } from './AssistantEmptyState';
import { AssistantLimitReached } from './AssistantLimitReached';
import { AssistantMessages, TypingIndicator } from './AssistantMessages';
import { isLimitReached, retryableQuestion, shownMessages } from './conversationState';
import { useAssistantConversation } from './useAssistantConversation';
import './assistant.css';

// The panel is 400px wide from this width on, and takes the whole width of a phone.
const wideScreen = '(min-width: 576px)';

export interface AssistantDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Called once the panel has closed (focus goes back to the button). */
  onClosed: () => void;
}

function QuotaText({ quota }: { quota: AiQuota | undefined }) {
  const { t } = useTranslation();
  if (!quota?.configured) return null;
  const text =
    quota.premium || quota.remainingToday === null
      ? t('assistant.unlimited')
      : t('assistant.remaining', { count: quota.remainingToday });
  return (
    <p className="th-assistant__quota" role="status" data-testid="assistant-quota">
      {text}
    </p>
  );
}

/** The AI assistant's side panel (its own chunk, loaded by AssistantLauncher). */
export default function AssistantDrawer({ open, onClose, onClosed }: AssistantDrawerProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(wideScreen);
  const { state, awaiting, error, clearing, send, startNew, reload } = useAssistantConversation(open);
  const inputRef = useRef<ComposerInput>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const messages = shownMessages(state);
  const ready = state.status === 'ready';
  const configured = state.quota?.configured ?? true;
  const limitReached = isLimitReached(state.quota);
  const inputDisabled = !ready || !configured || limitReached || awaiting || clearing;
  const retryable = retryableQuestion(state);

  // The newest message (or the typing indicator, or the limit notice) stays in view.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (open) endRef.current?.scrollIntoView({ block: 'end' });
  }, [open, lastId, awaiting, limitReached, ready, error]);

  // Back to the question box whenever it can be used again (opened, loaded, a reply arrived).
  useEffect(() => {
    if (open && !inputDisabled) inputRef.current?.focus();
  }, [open, inputDisabled]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(isOpen) => {
        if (isOpen) inputRef.current?.focus();
        else onClosed();
      }}
      placement="right"
      size={wide ? 400 : '100%'}
      rootClassName="th-assistant-drawer"
      title={t('assistant.title')}
      closable={{ 'aria-label': t('assistant.close') }}
      footer={
        <div className="th-assistant__footer">
          <div className="th-assistant__footer-bar">
            <QuotaText quota={state.quota} />
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined aria-hidden="true" />}
              disabled={!ready || awaiting || state.messages.length === 0}
              loading={clearing}
              onClick={startNew}
              data-testid="assistant-new-conversation"
            >
              {t('assistant.newConversation')}
            </Button>
          </div>
          <AssistantComposer disabled={inputDisabled} inputRef={inputRef} onSend={send} />
        </div>
      }
    >
      <div className="th-assistant__body" data-testid="assistant-panel">
        {state.status === 'loading' && (
          <div className="th-assistant__state" role="status">
            <Spin size="small" /> {t('assistant.loading')}
          </div>
        )}
        {state.status === 'error' && (
          <Alert
            type="error"
            showIcon
            title={t('assistant.loadFailed')}
            description={apiErrorMessage(state.loadError, t)}
            action={
              <Button size="small" onClick={() => void reload()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        {ready && !configured && (
          <Alert
            type="info"
            showIcon
            title={t('assistant.notConfigured')}
            data-testid="assistant-not-configured"
          />
        )}
        {ready && configured && messages.length === 0 && !limitReached && (
          <AssistantEmptyState disabled={inputDisabled} onAsk={send} />
        )}
        {messages.length > 0 && (
          <AssistantMessages
            messages={messages}
            retryableId={retryable?.id}
            retryDisabled={inputDisabled}
            onRetry={send}
          />
        )}
        {awaiting && <TypingIndicator />}
        {error && <Alert type="error" showIcon title={error} data-testid="assistant-error" />}
        {ready && configured && limitReached && <AssistantLimitReached onNavigate={onClose} />}
        <div ref={endRef} />
      </div>
    </Drawer>
  );
}
