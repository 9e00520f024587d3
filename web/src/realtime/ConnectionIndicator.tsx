import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { retryRealtime } from './socket';
import { useConnectionState } from './useLiveEvent';
import './realtime.css';

/** The top bar's 'Live' / 'Reconnecting…' / 'Offline', announced politely when it changes. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const state = useConnectionState();
  // Given up while the network is there: offer to try again now rather than on the next 'online' event.
  const canRetry = state === 'offline' && navigator.onLine;
  return (
    <span className={`th-connection th-connection--${state}`}>
      <span role="status" aria-live="polite" className="th-connection__status">
        <span className="th-connection__dot" aria-hidden="true" />
        <span className="th-visually-hidden">{t('realtime.label')} </span>
        <span className="th-connection__text" data-testid="connection-state" data-state={state}>
          {t(`realtime.state.${state}`)}
        </span>
      </span>
      {canRetry && (
        <Button type="link" size="small" className="th-connection__retry" onClick={retryRealtime}>
          {t('realtime.retry')}
        </Button>
      )}
    </span>
  );
}
