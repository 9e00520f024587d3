import { PlusOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HedgeTradePrefill } from '@tradehub/contract/constants';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Radio,
  Row,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import type { HTMLAttributes } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  exposureReportQuery,
  fxTradesQuery,
  type FxExposureRow,
  type FxTradeItem,
} from '../../api/fx/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useLiveRates } from '../../fx/liveRates';
import { RateHistoryChart } from '../../fx/RateHistoryChart';
import { chartPairs } from '../../fx/rateSeries';
import { usdPairQuote } from '../../fx/usdPairs';
import { PairRate } from '../../fx/PairRate';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import '../dashboard/dashboard.css';
import { FxFreshness } from '../dashboard/FxFreshness';
import { RiskLevelTag } from '../dashboard/StatusTags';
import '../payments/payments.css';
import { ExposureBuckets } from './ExposureBuckets';
import { ExposureDrawer } from './ExposureDrawer';
import { MarginGuardCard } from './MarginGuardCard';
import { NewTradeDrawer } from './NewTradeDrawer';
import { tradeFromParams, tradeParams } from './tradePrefill';
import './fx.css';

/** Live Exchange Rates: EUR, GBP and JPY, each as its market pair against USD (never USD against itself). */
const rateCurrencies = ['EUR', 'GBP', 'JPY'] as const;

function LiveRatesCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const live = useLiveRates();
  const snapshot = live.snapshot;
  return (
    <Card
      className="th-card"
      title={<h2 className="th-card-title">{t('fxManagement.rates.title')}</h2>}
      data-testid="fx-live-rates"
    >
      {!snapshot ? (
        live.status === 'loading' || live.status === 'idle' ? (
          <PageLoading label={t('fxManagement.rates.loading')} />
        ) : (
          <Alert type="info" showIcon title={t('fxManagement.rates.unavailable')} />
        )
      ) : (
        <>
          <dl className="th-fx__rates">
            {rateCurrencies.map((currency) => {
              const shown = usdPairQuote(currency, snapshot.rates);
              if (!shown) return null;
              return (
                <div key={currency} className="th-fx__rate" data-testid="fx-rate" data-currency={currency}>
                  <dt>{shown.label}</dt>
                  <dd data-rate={shown.rate ?? ''}>
                    {shown.text === undefined ? '—' : format.pairRate(shown.pair, shown.text)}
                  </dd>
                </div>
              );
            })}
          </dl>
          <FxFreshness snapshot={snapshot} updatedAt={live.updatedAt} />
        </>
      )}
    </Card>
  );
}

/** /fx-management: live rates, new trades with a locked rate, currency exposure and hedge targets. */
export default function FxManagementPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const profile = useSignedInProfile();
  const [params, setParams] = useSearchParams();
  const [managing, setManaging] = useState<string | undefined>(undefined);
  // Kept current by the realtime bridge (`fx:exposure-changed` invalidates the `fx` root, `fx:exposure`
  // writes a tick's revaluation) and the writes: the same cache entry the dashboard's FX figures read.
  const exposures = useQuery(exposureReportQuery());
  const trades = useQuery(fxTradesQuery());
  const exposureRows = exposures.data?.currencies;
  // Chosen once the exposure is known (or failed to load: then the rate card's): drawn before, the chart
  // would show the rate card's first pair and jump to the exposure's when it arrived.
  const exposureSettled = exposureRows !== undefined || exposures.isError;
  const historyPairs = useMemo(
    () =>
      exposureSettled
        ? chartPairs(
            (exposureRows ?? []).map((row) => row.currency),
            rateCurrencies,
          )
        : undefined,
    [exposureRows, exposureSettled],
  );

  const canManage = !profile.readOnly && profile.permissions.includes('FX Management');
  const disabledHint = canManage
    ? undefined
    : profile.readOnly
      ? t('fxManagement.readOnly')
      : t('fxManagement.permission');
  const baseCurrency = exposures.data?.baseCurrency ?? 'USD';
  // New Trade lives in the URL (`?newTrade=1`, or prefilled: `?trade=forward&currency=…&amountMinor=…&valueDate=…`).
  const prefill = useMemo(() => tradeFromParams(params, baseCurrency), [params, baseCurrency]);
  const tradeOpen = prefill !== null;
  const setTradeParams = (open: Record<string, string> | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of tradeParams) next.delete(name);
        for (const [name, value] of Object.entries(open ?? {})) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const setTradeOpen = (open: boolean) => setTradeParams(open ? { newTrade: '1' } : null);
  /** "Hedge this": New Trade as a forward of the bucket's gap, at its latest due date. */
  const hedge = ({ currency, amountMinor, valueDate }: HedgeTradePrefill) => {
    setManaging(undefined);
    setTradeParams({ trade: 'forward', currency, amountMinor: String(amountMinor), valueDate });
  };
  const [bucketCurrency, setBucketCurrency] = useState<string | undefined>(undefined);
  const bucketRow = exposureRows?.find((row) => row.currency === bucketCurrency) ?? exposureRows?.[0];

  const percent = (value: number | null) =>
    value === null
      ? t('fxManagement.exposure.none')
      : `${format.number(value, { maximumFractionDigits: 1 })}%`;

  const exposureColumns: TableColumnsType<FxExposureRow> = [
    { title: t('fxManagement.exposure.currency'), dataIndex: 'currency', key: 'currency' },
    {
      title: t('fxManagement.exposure.payables'),
      key: 'payables',
      align: 'right',
      render: (_, row) => format.money(row.payablesMinor, row.currency),
    },
    {
      title: t('fxManagement.exposure.unhedgedBase', { currency: baseCurrency }),
      key: 'unhedgedBase',
      align: 'right',
      render: (_, row) => (
        <span data-testid="fx-exposure-unhedged-base">
          {format.money(row.unhedgedBaseMinor, baseCurrency)}
        </span>
      ),
    },
    {
      title: t('fxManagement.exposure.hedged'),
      key: 'hedged',
      align: 'right',
      render: (_, row) => <span data-testid="fx-exposure-hedged">{percent(row.hedgedPercent)}</span>,
    },
    {
      title: t('fxManagement.exposure.target'),
      key: 'target',
      align: 'right',
      render: (_, row) => <span data-testid="fx-exposure-target">{percent(row.targetHedgePercent)}</span>,
    },
    {
      title: t('fxManagement.exposure.gap'),
      key: 'gap',
      align: 'right',
      render: (_, row) => percent(row.gapPercent),
    },
    {
      title: t('fxManagement.exposure.risk'),
      key: 'risk',
      render: (_, row) => <RiskLevelTag level={row.riskLevel} testId="fx-exposure-risk" />,
    },
    {
      title: t('fxManagement.exposure.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => setManaging(row.currency)}
          aria-label={t('fxManagement.exposure.manageLabel', { currency: row.currency })}
          data-testid="fx-exposure-manage"
        >
          {t('fxManagement.exposure.manage')}
        </Button>
      ),
    },
  ];

  const tradeColumns: TableColumnsType<FxTradeItem> = [
    { title: t('fxManagement.trades.date'), key: 'date', render: (_, tr) => format.dateTime(tr.createdAt) },
    {
      title: t('fxManagement.trades.kind'),
      key: 'kind',
      render: (_, tr) => t(`fxManagement.trade.${tr.kind}`),
    },
    {
      title: t('fxManagement.trades.side'),
      key: 'side',
      render: (_, tr) => t(`fxManagement.trade.${tr.side}`),
    },
    {
      title: t('fxManagement.trades.amount'),
      key: 'amount',
      align: 'right',
      render: (_, tr) => format.money(tr.amountMinor, tr.currency),
    },
    {
      title: t('fxManagement.trades.rate'),
      key: 'rate',
      align: 'right',
      render: (_, tr) => <PairRate base="USD" currency={tr.currency} rate={tr.rate} />,
    },
    {
      title: t('fxManagement.trades.usdAmount'),
      key: 'usd',
      align: 'right',
      render: (_, tr) => format.money(tr.usdAmountMinor, 'USD'),
    },
    {
      title: t('fxManagement.trades.valueDate'),
      key: 'valueDate',
      render: (_, tr) => format.date(tr.valueDate),
    },
    {
      title: t('fxManagement.trades.status'),
      key: 'status',
      render: (_, tr) => (
        <Tag color={tr.status === 'settled' ? 'green' : 'blue'}>{t(`fxManagement.trades.${tr.status}`)}</Tag>
      ),
    },
  ];

  const failed = (query: UseQueryResult, title: string) =>
    query.isError && !query.data ? (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={title}
        description={apiErrorMessage(query.error, t)}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    ) : undefined;

  return (
    <div className="th-payments th-fx">
      <PageHeader
        title={t('fxManagement.title')}
        subtitle={t('fxManagement.subtitle')}
        actions={
          <Tooltip title={disabledHint}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              disabled={!canManage}
              onClick={() => setTradeOpen(true)}
              data-testid="fx-new-trade"
            >
              {t('fxManagement.newTrade')}
            </Button>
          </Tooltip>
        }
      />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <LiveRatesCard />
        </Col>
        <Col span={24}>
          <Card
            className="th-card"
            title={<h2 className="th-card-title">{t('fxHistory.title')}</h2>}
            data-testid="fx-rate-history-card"
          >
            <RateHistoryChart pairs={historyPairs} testId="fx-rate-history" height={280} />
          </Card>
        </Col>
        <Col span={24}>
          <Card
            className="th-card"
            title={<h2 className="th-card-title">{t('fxManagement.exposure.title')}</h2>}
            data-testid="fx-exposures"
          >
            {failed(exposures, t('fxManagement.exposure.loadFailed')) ?? (
              <Table<FxExposureRow>
                rowKey="currency"
                size="middle"
                loading={exposures.isPending}
                columns={exposureColumns}
                dataSource={exposureRows ?? []}
                pagination={false}
                scroll={{ x: 640 }}
                locale={{ emptyText: t('fxManagement.exposure.empty') }}
                onRow={(row) =>
                  ({
                    'data-testid': 'fx-exposure-row',
                    'data-currency': row.currency,
                    'data-hedged': String(row.hedgedPercent),
                  }) as HTMLAttributes<HTMLElement>
                }
              />
            )}
          </Card>
        </Col>
        <Col span={24}>
          <MarginGuardCard />
        </Col>
        <Col span={24}>
          <Card
            className="th-card"
            title={<h2 className="th-card-title">{t('fxManagement.buckets.title')}</h2>}
            data-testid="fx-maturity"
          >
            <p className="th-card-subtitle">{t('fxManagement.buckets.subtitle')}</p>
            {failed(exposures, t('fxManagement.exposure.loadFailed')) ??
              (exposures.isPending ? (
                <PageLoading label={t('fxManagement.buckets.loading')} />
              ) : !bucketRow ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fxManagement.exposure.empty')} />
              ) : (
                <>
                  {(exposureRows?.length ?? 0) > 1 && (
                    <Radio.Group
                      className="th-fx__bucket-currency"
                      optionType="button"
                      aria-label={t('fxManagement.buckets.currencyLabel')}
                      value={bucketRow.currency}
                      onChange={(event) => setBucketCurrency(String(event.target.value))}
                      options={(exposureRows ?? []).map((row) => ({
                        value: row.currency,
                        label: row.currency,
                      }))}
                      data-testid="fx-maturity-currency"
                    />
                  )}
                  <ExposureBuckets
                    row={bucketRow}
                    canManage={canManage}
                    disabledHint={disabledHint}
                    onHedge={hedge}
                  />
                </>
              ))}
          </Card>
        </Col>
        <Col span={24}>
          <Card
            className="th-card"
            title={<h2 className="th-card-title">{t('fxManagement.trades.title')}</h2>}
            data-testid="fx-trades"
          >
            {failed(trades, t('fxManagement.trades.loadFailed')) ?? (
              <Table<FxTradeItem>
                rowKey="id"
                size="middle"
                loading={trades.isPending}
                columns={tradeColumns}
                dataSource={trades.data?.trades ?? []}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: 720 }}
                locale={{ emptyText: t('fxManagement.trades.empty') }}
                onRow={(tr) =>
                  ({ 'data-testid': 'fx-trade-row', 'data-trade-id': tr.id }) as HTMLAttributes<HTMLElement>
                }
              />
            )}
          </Card>
        </Col>
      </Row>
      <NewTradeDrawer
        open={tradeOpen}
        canTrade={canManage}
        prefill={prefill ?? undefined}
        onClose={() => setTradeOpen(false)}
        onBooked={() => setTradeOpen(false)}
      />
      <ExposureDrawer
        currency={managing}
        canManage={canManage}
        disabledHint={disabledHint}
        onHedge={hedge}
        onClose={() => setManaging(undefined)}
      />
    </div>
  );
}
