import { ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useFormat';
import type { ShownMessage } from './conversationState';

interface AssistantMessagesProps {
  messages: readonly ShownMessage[];
  /** The failed question that may be sent again (the newest message), if any. */
  retryableId: string | undefined;
  retryDisabled: boolean;
  onRetry: (content: string) => void;
}

/** The conversation, oldest first: who said it, when, and the text (plain text, never HTML). */
export function AssistantMessages({ messages, retryableId, retryDisabled, onRetry }: AssistantMessagesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ol className="th-assistant__messages" aria-label={t('assistant.messagesLabel')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={`th-assistant__message th-assistant__message--${message.role}`}
          data-testid="assistant-message"
          data-role={message.role}
          data-status={message.status}
        >
          <div className="th-assistant__meta">
            <span className="th-assistant__role">{t(`assistant.roles.${message.role}`)}</span>
            <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
          </div>
          <p className="th-assistant__content">{message.content}</p>
          {message.status === 'failed' && (
            <div className="th-assistant__failed" role="alert" data-testid="assistant-failed">
              <span className="th-assistant__failed-text">
                <ExclamationCircleFilled aria-hidden="true" /> {t('assistant.failed')}
              </span>
              {message.id === retryableId && (
                <Button
                  size="small"
                  icon={<ReloadOutlined aria-hidden="true" />}
                  disabled={retryDisabled}
                  aria-label={t('assistant.retryLabel')}
                  onClick={() => onRetry(message.content)}
                >
                  {t('assistant.retry')}
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Shown while the assistant prepares its reply. */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <div className="th-assistant__typing" role="status" data-testid="assistant-typing">
      <span className="th-assistant__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>{t('assistant.typing')}</span>
    </div>
  );
}
