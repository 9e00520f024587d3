import { CheckCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import type { HedgeTradePrefill } from '@tradehub/contract/constants';
import { Button, Empty, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposureBucketRow, FxExposureRow } from '../../api/fx/queries';
import { ExplainedDisabledButton } from '../../components/ExplainedDisabledButton';
import { useFormat } from '../../i18n/useFormat';
import { ChartFrame } from '../dashboard/charts/ChartFrame';
import { bucketChartOption, matchedHedgeMinor } from './bucketChart';

export interface ExposureBucketsProps {
  row: FxExposureRow;
  canManage: boolean;
  /** Why the viewer may not hedge (read-only workspace, no FX Management permission). */
  disabledHint: string | undefined;
  /** "Hedge this": New Trade for the bucket's gap, at its latest due date. */
  onHedge: (prefill: HedgeTradePrefill) => void;
  /** 'list' always (a narrow drawer); 'auto' a table on wide screens, a list on phones. */
  layout?: 'auto' | 'list';
  chartHeight?: number;
  testId?: string;
}

/** A bucket worth a line: something to pay or something hedged in it. */
const inUse = (bucket: ExposureBucketRow) => bucket.payablesMinor > 0 || bucket.hedgedMinor > 0;

/**
 * One currency's exposure by maturity (overdue, ≤ 30 d … > 1 y): the chart of what is hedged and what is open
 * per bucket, and each bucket's payables, hedged amount, hedge ratio, target and gap, with "Hedge this" on a
 * gap. Figures from the one exposure report (GET /api/fx/exposure, kept live by the realtime bridge).
 */
export function ExposureBuckets({
  row,
  canManage,
  disabledHint,
  onHedge,
  layout = 'auto',
  chartHeight = 240,
  testId = 'fx-buckets',
}: ExposureBucketsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const screens = Grid.useBreakpoint();
  const { currency } = row;
  const label = (bucket: ExposureBucketRow['bucket']) => t(`fxManagement.buckets.labels.${bucket}`);
  const money = (amountMinor: number) => format.money(amountMinor, currency);
  const percent = (value: number) => `${format.number(value, { maximumFractionDigits: 1 })}%`;
  const shown = row.buckets.filter(inUse);

  const option = useMemo(
    () =>
      bucketChartOption({
        buckets: row.buckets,
        currency,
        locale: format.locale,
        labels: row.buckets.map((bucket) => t(`fxManagement.buckets.labels.${bucket.bucket}`)),
        seriesNames: {
          hedged: t('fxManagement.buckets.hedged'),
          unhedged: t('fxManagement.buckets.unhedged'),
        },
      }),
    [row.buckets, currency, format.locale, t],
  );
  const summary = t('fxManagement.buckets.summary', {
    currency,
    items: shown
      .map((bucket) =>
        t('fxManagement.buckets.summaryItem', {
          bucket: label(bucket.bucket),
          amount: money(bucket.payablesMinor),
          hedged: percent(bucket.hedgedPercent),
        }),
      )
      .join('; '),
  });

  const hedgeAction = (bucket: ExposureBucketRow) => {
    if (bucket.gapMinor <= 0 || !bucket.hedgeValueDate)
      return bucket.payablesMinor > 0 ? (
        <Tag
          color="green"
          icon={<CheckCircleOutlined aria-hidden="true" />}
          data-testid="fx-bucket-on-target"
        >
          {t('fxManagement.buckets.onTarget')}
        </Tag>
      ) : null;
    const name = t('fxManagement.buckets.hedgeLabel', {
      amount: money(bucket.gapMinor),
      currency,
      bucket: label(bucket.bucket),
    });
    if (!canManage)
      return (
        <ExplainedDisabledButton
          reason={disabledHint ?? t('fxManagement.permission')}
          size="small"
          icon={<SafetyOutlined aria-hidden="true" />}
          aria-label={name}
        >
          {t('fxManagement.buckets.hedge')}
        </ExplainedDisabledButton>
      );
    const valueDate = bucket.hedgeValueDate;
    return (
      <Button
        size="small"
        icon={<SafetyOutlined aria-hidden="true" />}
        aria-label={name}
        data-testid="fx-bucket-hedge"
        onClick={() => onHedge({ currency, amountMinor: bucket.gapMinor, valueDate })}
      >
        {t('fxManagement.buckets.hedge')}
      </Button>
    );
  };

  // The figures a test (and a screen reader's table navigation) reads, on each bucket's row or item.
  const bucketAttributes = (bucket: ExposureBucketRow) =>
    ({
      'data-testid': 'fx-bucket',
      'data-bucket': bucket.bucket,
      'data-payables-minor': String(bucket.payablesMinor),
      'data-hedged-minor': String(bucket.hedgedMinor),
      'data-gap-minor': String(bucket.gapMinor),
    }) as HTMLAttributes<HTMLElement>;

  const columns: TableColumnsType<ExposureBucketRow> = [
    {
      title: t('fxManagement.buckets.maturity'),
      key: 'bucket',
      fixed: 'start',
      render: (_, bucket) => (
        <div className="th-fx-buckets__maturity">
          <strong>{label(bucket.bucket)}</strong>
          {bucket.latestDueDate && (
            <span className="th-fx-buckets__due">
              {t('fxManagement.buckets.latestDue', { date: format.date(bucket.latestDueDate) })}
            </span>
          )}
        </div>
      ),
    },
    {
      title: t('fxManagement.exposure.payables'),
      key: 'payables',
      align: 'right',
      className: 'th-numeric',
      render: (_, bucket) => <span data-testid="fx-bucket-payables">{money(bucket.payablesMinor)}</span>,
    },
    {
      title: t('fxManagement.buckets.hedged'),
      key: 'hedged',
      align: 'right',
      className: 'th-numeric',
      render: (_, bucket) => <span data-testid="fx-bucket-hedged">{money(bucket.hedgedMinor)}</span>,
    },
    {
      title: t('fxManagement.buckets.ratio'),
      key: 'ratio',
      align: 'right',
      className: 'th-numeric',
      render: (_, bucket) => <span data-testid="fx-bucket-ratio">{percent(bucket.hedgedPercent)}</span>,
    },
    {
      title: t('fxManagement.buckets.target'),
      key: 'target',
      align: 'right',
      className: 'th-numeric',
      render: (_, bucket) => money(bucket.targetMinor),
    },
    {
      title: t('fxManagement.buckets.gap'),
      key: 'gap',
      align: 'right',
      className: 'th-numeric',
      render: (_, bucket) => <span data-testid="fx-bucket-gap">{money(bucket.gapMinor)}</span>,
    },
    {
      title: t('fxManagement.exposure.actions'),
      key: 'hedge',
      render: (_, bucket) => hedgeAction(bucket),
    },
  ];

  const asList = layout === 'list' || !screens.md;
  return (
    <div className="th-fx-buckets" data-testid={testId} data-currency={currency}>
      <ChartFrame option={option} height={chartHeight} summary={summary} testId={`${testId}-chart`} />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fxManagement.exposure.noPayables')} />
      ) : asList ? (
        <ul className="th-fx-buckets__list" aria-label={t('fxManagement.buckets.listLabel', { currency })}>
          {shown.map((bucket) => (
            <li key={bucket.bucket} className="th-fx-buckets__item" {...bucketAttributes(bucket)}>
              <div className="th-fx-buckets__item-head">
                <strong className="th-fx-buckets__item-title">{label(bucket.bucket)}</strong>
                {bucket.latestDueDate && (
                  <span className="th-fx-buckets__due">
                    {t('fxManagement.buckets.latestDue', { date: format.date(bucket.latestDueDate) })}
                  </span>
                )}
              </div>
              <dl className="th-fx-buckets__figures">
                <div>
                  <dt>{t('fxManagement.exposure.payables')}</dt>
                  <dd data-testid="fx-bucket-payables">{money(bucket.payablesMinor)}</dd>
                </div>
                <div>
                  <dt>{t('fxManagement.buckets.hedged')}</dt>
                  <dd data-testid="fx-bucket-hedged">{money(bucket.hedgedMinor)}</dd>
                </div>
                <div>
                  <dt>{t('fxManagement.buckets.ratio')}</dt>
                  <dd data-testid="fx-bucket-ratio">{percent(bucket.hedgedPercent)}</dd>
                </div>
                <div>
                  <dt>{t('fxManagement.buckets.target')}</dt>
                  <dd>{money(bucket.targetMinor)}</dd>
                </div>
                <div>
                  <dt>{t('fxManagement.buckets.gap')}</dt>
                  <dd data-testid="fx-bucket-gap">{money(bucket.gapMinor)}</dd>
                </div>
              </dl>
              <div className="th-fx-buckets__action">{hedgeAction(bucket)}</div>
            </li>
          ))}
        </ul>
      ) : (
        <Table<ExposureBucketRow>
          rowKey="bucket"
          size="small"
          columns={columns}
          dataSource={shown}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={bucketAttributes}
        />
      )}
      <p className="th-card-subtitle th-fx-buckets__note">
        {t('fxManagement.buckets.note', {
          hedged: money(matchedTotal(row.buckets)),
          payables: money(row.payablesMinor),
        })}
      </p>
    </div>
  );
}

const matchedTotal = (buckets: readonly ExposureBucketRow[]) =>
  buckets.reduce((sum, bucket) => sum + matchedHedgeMinor(bucket), 0);
