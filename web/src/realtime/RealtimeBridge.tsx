import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFxTick, loadLatestRates } from '../fx/liveRates';
import { useRateAlertText } from '../fx/useRateAlertText';
import { useFormat } from '../i18n/useFormat';
import { shouldToastNotification } from '../notifications/liveNotifications';
import { notificationText } from '../notifications/notificationText';
import { AccountStatusBridge } from './AccountStatusBridge';
import { connectCacheBridge } from './cacheBridge';
import { cacheUpdates } from './cacheUpdates';
import { useLiveEvent, useReconnect } from './useLiveEvent';

const toastSeconds = 8;

/** Rate alerts that fire, and other alert notifications, pop up as a toast wherever the member is. */
function useLiveToasts() {
  const { t } = useTranslation();
  const describe = useRateAlertText();
  const { notification } = App.useApp();
  const format = useFormat();
  const navigate = useNavigate();
  const lastRateAlertToastAt = useRef<number | undefined>(undefined);

  useLiveEvent('alert:fired', (alert) => {
    lastRateAlertToastAt.current = Date.now();
    notification.warning({
      key: `rate-alert-${alert.id}`,
      title: t('rateAlerts.toast.title', { pair: describe.pair(alert) }),
      description: t('rateAlerts.toast.description', {
        condition: describe.condition(alert),
        rate: describe.rate(alert, alert.firedRate),
      }),
      duration: toastSeconds,
      props: { 'data-testid': 'live-toast' },
    });
  });

  useLiveEvent('notification:new', (item) => {
    if (!shouldToastNotification(item, lastRateAlertToastAt.current, Date.now())) return;
    const text = notificationText(item, t, format);
    const key = `notification-${item.id}`;
    const link = item.link;
    notification.warning({
      key,
      title: text.title,
      description: text.message,
      actions:
        link && text.action ? (
          <Button
            type="primary"
            size="small"
            data-testid="live-toast-action"
            onClick={() => {
              notification.destroy(key);
              void navigate(link);
            }}
          >
            {text.action}
          </Button>
        ) : undefined,
      duration: toastSeconds,
      props: { 'data-testid': 'live-toast' },
    });
  });
}

/**
 * Opens the tab's socket for as long as the signed-in shell is mounted, and wires the events that concern
 * the whole app: every event into the client cache (cacheBridge.ts), FX ticks into the rate store, account changes into a profile re-read, toasts.
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  useEffect(() => connectCacheBridge(queryClient, cacheUpdates), [queryClient]);
  useLiveEvent('fx:tick', applyFxTick);
  useReconnect(() => void loadLatestRates());
  useLiveToasts();
  // The socket itself, and account changes moving the router to the matching screen.
  return <AccountStatusBridge />;
}
