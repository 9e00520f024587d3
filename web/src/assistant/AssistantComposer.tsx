import { SendOutlined } from '@ant-design/icons';
import { AI_LIMITS } from '@tradehub/contract/constants';
import { Button, Input, type GetRef } from 'antd';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The question box's element handle (to move focus to it). */
export type ComposerInput = GetRef<typeof Input.TextArea>;

interface AssistantComposerProps {
  disabled: boolean;
  inputRef: Ref<ComposerInput>;
  onSend: (content: string) => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function AssistantComposer({ disabled, inputRef, onSend }: AssistantComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const empty = draft.trim() === '';

  const submit = () => {
    if (disabled || empty) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <form
      className="th-assistant__composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Input.TextArea
        ref={inputRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        disabled={disabled}
        maxLength={AI_LIMITS.inputMaxChars}
        autoSize={{ minRows: 1, maxRows: 5 }}
        placeholder={t('assistant.placeholder')}
        aria-label={t('assistant.inputLabel')}
        data-testid="assistant-input"
      />
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined aria-hidden="true" />}
        disabled={disabled || empty}
        aria-label={t('assistant.send')}
        data-testid="assistant-send"
      />
    </form>
  );
}
