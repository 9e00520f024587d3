import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { suggestionKeys } from './suggestions';

interface AssistantEmptyStateProps {
  disabled: boolean;
  onAsk: (question: string) => void;
}

/** 'How can I help you today?' and the three suggested questions; choosing one sends it. */
export function AssistantEmptyState({ disabled, onAsk }: AssistantEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className="th-assistant__empty">
      <h3 className="th-assistant__empty-title">{t('assistant.emptyTitle')}</h3>
      <ul className="th-assistant__suggestions" aria-label={t('assistant.suggestionsLabel')}>
        {suggestionKeys.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="th-assistant__suggestion"
              disabled={disabled}
              data-testid={`assistant-suggestion-${key}`}
              onClick={() => onAsk(t(`assistant.suggestions.${key}.question`))}
            >
              <span className="th-assistant__suggestion-text">
                <span className="th-assistant__suggestion-title">
                  {t(`assistant.suggestions.${key}.title`)}
                </span>
                <span className="th-assistant__suggestion-description">
                  {t(`assistant.suggestions.${key}.description`)}
                </span>
              </span>
              <RightOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
