import { useQuery } from '@tanstack/react-query';
import type { HedgeTradePrefill } from '@tradehub/contract/constants';
import { Alert, App, Button, Descriptions, Drawer, Form, InputNumber, List, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exposureReportQuery, fxExposureQuery, useSetHedgeTarget } from '../../api/fx/queries';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { RiskLevelTag } from '../dashboard/StatusTags';
import { PairRate } from '../../fx/PairRate';
import { ExposureBuckets } from './ExposureBuckets';

interface ExposureDetailsProps {
  currency: string;
  canManage: boolean;
  disabledHint: string | undefined;
  /** "Hedge this" on one of the currency's maturity buckets. */
  onHedge: (prefill: HedgeTradePrefill) => void;
}

function ExposureDetails({ currency, canManage, disabledHint, onHedge }: ExposureDetailsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  // Kept current by the realtime bridge (`fx:exposure-changed`) and by the target's own write.
  const detail = useQuery(fxExposureQuery(currency));
  // The buckets as every screen shows them: the report's row (a tick's revaluation lands there too).
  const report = useQuery(exposureReportQuery());
  const reportRow = report.data?.currencies.find((row) => row.currency === currency);
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
  const value = target === undefined ? (exposure?.targetHedgePercent ?? null) : target;
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
          {format.money(exposure?.payablesMinor ?? 0, currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fxManagement.exposure.hedged')}>
          <span data-testid="fx-exposure-detail-hedged">
            {format.number(exposure?.hedgedPercent ?? 0, { maximumFractionDigits: 1 })}%
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fxManagement.exposure.risk')}>
          <RiskLevelTag level={exposure?.riskLevel ?? 'Low'} />
        </Descriptions.Item>
      </Descriptions>
      <h3 className="th-payments__timeline-title">{t('fxManagement.buckets.title')}</h3>
      {reportRow ? (
        <ExposureBuckets
          row={reportRow}
          canManage={canManage}
          disabledHint={disabledHint}
          onHedge={onHedge}
          layout="list"
          chartHeight={200}
          testId="fx-drawer-buckets"
        />
      ) : (
        <p className="th-card-subtitle">{t('fxManagement.exposure.noPayables')}</p>
      )}
      <h3 className="th-payments__timeline-title">{t('fxManagement.exposure.payablesList')}</h3>
      <List
        size="small"
        dataSource={payables}
        rowKey="id"
        locale={{ emptyText: t('fxManagement.exposure.noPayables') }}
        renderItem={(p) => (
          <List.Item data-testid="fx-exposure-payable">
            <span>
              {p.supplierName}
              {p.reference ? ` · ${p.reference}` : ''}
            </span>
            <span>
              {format.money(p.amountMinor, currency)} · {format.date(p.dueDate)}
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
              <PairRate base="USD" currency={h.currency} rate={h.rate} /> · {format.date(h.valueDate)}
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
  onHedge,
  onClose,
}: Omit<ExposureDetailsProps, 'currency'> & { currency: string | undefined; onClose: () => void }) {
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
          onHedge={onHedge}
        />
      )}
    </Drawer>
  );
}
