import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

/** Copies a share link to the clipboard and says so (or why it could not) in a message. */
export function useCopyLink(): (link: string) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (link) => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('payments.request.copied'));
    } catch (failure) {
      void message.error(apiErrorMessage(failure, t));
    }
  };
}
