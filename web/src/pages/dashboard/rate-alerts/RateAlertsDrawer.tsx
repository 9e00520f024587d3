import type { RateAlert } from '@tradehub/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { rateAlertsQuery, useDeleteRateAlert, useRearmRateAlert } from '../../../api/rate-alerts/queries';
import { useSignedInProfile } from '../../../auth/profileContext';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { RateAlertForm } from './RateAlertForm';
import { RateAlertList } from './RateAlertList';
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
  // Kept current by the cache: an alert that fires while the drawer is open changes in place.
  const alerts = useQuery(rateAlertsQuery());
  const remove = useDeleteRateAlert();
  const rearm = useRearmRateAlert();
  // One change at a time: each shows at once and is undone on its own should the gateway refuse it.
  const busyId = remove.isPending ? remove.variables.id : rearm.isPending ? rearm.variables.id : undefined;
  const failed = (error: unknown) => void message.error(apiErrorMessage(error, t));

  const onDelete = (alert: RateAlert) =>
    remove.mutate(alert, { onSuccess: () => void message.success(t('rateAlerts.deleted')), onError: failed });
  const onRearm = (alert: RateAlert) =>
    rearm.mutate(alert, { onSuccess: () => void message.success(t('rateAlerts.rearmed')), onError: failed });

  let list;
  if (alerts.isPending) {
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
          <Button size="small" onClick={() => void alerts.refetch()}>
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
        onDelete={onDelete}
        onRearm={onRearm}
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
        <RateAlertForm rates={rates} readOnly={readOnly} />
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
