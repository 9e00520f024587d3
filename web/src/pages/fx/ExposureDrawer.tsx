import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Form, InputNumber, List, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fxExposureQuery, useSetHedgeTarget } from '../../api/fx/queries';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { RiskLevelTag } from '../dashboard/StatusTags';

function ExposureDetails({
  currency,
  canManage,
  disabledHint,
}: {
  currency: string;
  canManage: boolean;
  disabledHint: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  // Kept current by the realtime bridge (`fx:exposure-changed`) and by the target's own write.
  const detail = useQuery(fxExposureQuery(currency));
  const setHedgeTarget = useSetHedgeTarget();
  const [target, setTarget] = useState<number | null | undefined>(undefined);

  if (detail.isPending) return <PageLoading label={t('fxManagement.rates.loading')} />;
  if (!detail.data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('fxManagement.exposure.loadFailed')}
        description={apiErrorMessage(detail.error, t)}
        action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const { exposure, payables, hedges } = detail.data;
  const value = target === undefined ? exposure.targetHedgePercent : target;
  const valid = typeof value === 'number' && value >= 0 && value <= 100;

  const save = () => {
    if (!valid) return;
    setHedgeTarget.mutate(
      { currency, targetHedgePercent: value },
      {
        onSuccess: () => {
          void message.success(t('fxManagement.exposure.saved'));
          setTarget(undefined);
        },
        onError: (error) => void message.error(apiErrorMessage(error, t)),
      },
    );
  };

  return (
    <div data-testid="fx-exposure-details" data-currency={currency}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('fxManagement.exposure.payables')}>
          {format.money(exposure.payablesMinor, currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fxManagement.exposure.hedged')}>
          <span data-testid="fx-exposure-detail-hedged">
            {format.number(exposure.hedgedPercent, { maximumFractionDigits: 1 })}%
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fxManagement.exposure.risk')}>
          <RiskLevelTag level={exposure.riskLevel} />
        </Descriptions.Item>
      </Descriptions>
      <h3 className="th-payments__timeline-title">{t('fxManagement.exposure.payablesList')}</h3>
      <List
        size="small"
        dataSource={payables}
        rowKey="id"
        locale={{ emptyText: t('fxManagement.exposure.noPayables') }}
        renderItem={(p) => (
          <List.Item data-testid="fx-exposure-payable">
            <span>{p.supplierName}</span>
            <span>
              {format.money(p.amountMinor, currency)} · {format.date(p.date)}
            </span>
          </List.Item>
        )}
      />
      <h3 className="th-payments__timeline-title">{t('fxManagement.exposure.hedgesList')}</h3>
      <List
        size="small"
        dataSource={hedges}
        rowKey="id"
        locale={{ emptyText: t('fxManagement.exposure.noHedges') }}
        renderItem={(h) => (
          <List.Item data-testid="fx-exposure-hedge">
            <span>
              {t(`fxManagement.trade.${h.kind}`)} · {t(`fxManagement.trade.${h.side}`)}
            </span>
            <span>
              {format.money(h.amountMinor, h.currency)} @{' '}
              {format.number(h.rate, { minimumFractionDigits: 4 })} · {format.date(h.valueDate)}
            </span>
          </List.Item>
        )}
      />
      <Form layout="vertical" className="th-fx__target" onFinish={save}>
        <Form.Item
          label={t('fxManagement.exposure.targetLabel')}
          htmlFor="fx-target-input"
          validateStatus={value !== null && value !== undefined && !valid ? 'error' : undefined}
          help={
            value !== null && value !== undefined && !valid
              ? t('fxManagement.exposure.targetInvalid')
              : undefined
          }
        >
          <InputNumber<number>
            id="fx-target-input"
            min={0}
            max={100}
            step={5}
            value={value}
            onChange={(next) => setTarget(next)}
            disabled={!canManage}
            data-testid="fx-target-input"
          />
        </Form.Item>
        <Tooltip title={disabledHint}>
          <Button
            type="primary"
            htmlType="submit"
            loading={setHedgeTarget.isPending}
            disabled={!canManage || !valid}
            data-testid="fx-target-save"
          >
            {t('fxManagement.exposure.save')}
          </Button>
        </Tooltip>
      </Form>
    </div>
  );
}

export function ExposureDrawer({
  currency,
  canManage,
  disabledHint,
  onClose,
}: {
  currency: string | undefined;
  canManage: boolean;
  disabledHint: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={currency !== undefined}
      onClose={onClose}
      title={t('fxManagement.exposure.drawerTitle', { currency: currency ?? '' })}
      size={480}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      data-testid="fx-exposure-drawer"
    >
      {currency && (
        <ExposureDetails
          key={currency}
          currency={currency}
          canManage={canManage}
          disabledHint={disabledHint}
        />
      )}
    </Drawer>
  );
}
