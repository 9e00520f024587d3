import type { RateAlert } from '@tradehub/contract';
import { Alert, App, Button, Drawer, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInProfile } from '../../../auth/profileContext';
import { useRefreshableGet } from '../../../hooks/useRefreshableGet';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useLiveEvent, useReconnect } from '../../../realtime/useLiveEvent';
import { RateAlertForm } from './RateAlertForm';
import { RateAlertList } from './RateAlertList';
import { rateAlertsApi, rateAlertsPath, withAlert, type RateAlertsResponse } from './rateAlertsApi';
import './rateAlerts.css';

export interface RateAlertsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The latest snapshot's rates (quote → units per USD). */
  rates: Readonly<Record<string, number>>;
}

function RateAlertsContent({ rates }: { rates: Readonly<Record<string, number>> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { readOnly } = useSignedInProfile();
  const alerts = useRefreshableGet<RateAlertsResponse>(rateAlertsPath);
  const { setData, reload } = alerts;
  const [busyId, setBusyId] = useState<string | undefined>(undefined);

  const put = (alert: RateAlert) =>
    setData((current) => current && { alerts: withAlert(current.alerts, alert) });
  // Fired while the drawer is open: its status changes in place.
  useLiveEvent('alert:fired', put);
  useReconnect(() => void reload());

  const act = async (alert: RateAlert, action: 'delete' | 'rearm') => {
    setBusyId(alert.id);
    try {
      if (action === 'delete') {
        await rateAlertsApi.remove(alert.id);
        setData((current) => current && { alerts: current.alerts.filter((item) => item.id !== alert.id) });
        void message.success(t('rateAlerts.deleted'));
      } else {
        put((await rateAlertsApi.rearm(alert.id)).alert);
        void message.success(t('rateAlerts.rearmed'));
      }
    } catch (error) {
      void message.error(apiErrorMessage(error, t));
    } finally {
      setBusyId(undefined);
    }
  };

  let list;
  if (!alerts.data && alerts.loading) {
    list = (
      <div className="th-card-state" role="status">
        <Spin size="small" /> {t('rateAlerts.loading')}
      </div>
    );
  } else if (!alerts.data) {
    list = (
      <Alert
        type="error"
        showIcon
        title={t('rateAlerts.loadFailed')}
        description={apiErrorMessage(alerts.error, t)}
        action={
          <Button size="small" onClick={() => void reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    list = (
      <RateAlertList
        alerts={alerts.data.alerts}
        busyId={busyId}
        readOnly={readOnly}
        onDelete={(alert) => void act(alert, 'delete')}
        onRearm={(alert) => void act(alert, 'rearm')}
      />
    );
  }

  return (
    <div className="th-rate-alerts-panel">
      <p className="th-rate-alerts-panel__intro">{t('rateAlerts.intro')}</p>
      {readOnly && <Alert type="info" showIcon title={t('rateAlerts.readOnly')} />}
      <section aria-labelledby="th-rate-alerts-list">
        <h3 id="th-rate-alerts-list" className="th-rate-alerts-panel__heading">
          {t('rateAlerts.listTitle')}
        </h3>
        {list}
      </section>
      <section aria-labelledby="th-rate-alerts-new">
        <h3 id="th-rate-alerts-new" className="th-rate-alerts-panel__heading">
          {t('rateAlerts.form.title')}
        </h3>
        <RateAlertForm rates={rates} readOnly={readOnly} onCreated={put} />
      </section>
    </div>
  );
}

/** The member's rate alerts in a side drawer: the list (live), Delete, Re-arm, and a form for a new one. */
export default function RateAlertsDrawer({ open, onClose, rates }: RateAlertsDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('rateAlerts.title')}
      placement="right"
      size={480}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      closable={{ 'aria-label': t('rateAlerts.close') }}
      destroyOnHidden
      rootClassName="th-rate-alerts-drawer"
      data-testid="rate-alerts-drawer"
    >
      <RateAlertsContent rates={rates} />
    </Drawer>
  );
}
