import type { UseQueryResult } from '@tanstack/react-query';
import type { HedgeTradePrefill } from '@tradehub/contract/constants';
import { Empty, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposureReportData } from '../../api/fx/queries';
import { PageLoading } from '../../components/PageLoading';
import { ExposureBuckets } from './ExposureBuckets';
import { FxCard } from './FxCard';
import { UnlessLoadFailed } from './UnlessLoadFailed';

interface MaturityBucketsCardProps {
  exposures: UseQueryResult<ExposureReportData>;
  canManage: boolean;
  disabledHint: string | undefined;
  /** "Hedge this" on one of the currency's maturity buckets. */
  onHedge: (prefill: HedgeTradePrefill) => void;
}

/** Exposure by maturity: one currency's buckets at a time (the first until another is chosen). */
export function MaturityBucketsCard({
  exposures,
  canManage,
  disabledHint,
  onHedge,
}: MaturityBucketsCardProps) {
  const { t } = useTranslation();
  const [bucketCurrency, setBucketCurrency] = useState<string | undefined>(undefined);
  const exposureRows = exposures.data?.currencies;
  const bucketRow = exposureRows?.find((row) => row.currency === bucketCurrency) ?? exposureRows?.[0];
  return (
    <FxCard title={t('fxManagement.buckets.title')} testId="fx-maturity">
      <p className="th-card-subtitle">{t('fxManagement.buckets.subtitle')}</p>
      <UnlessLoadFailed query={exposures} title={t('fxManagement.exposure.loadFailed')}>
        {exposures.isPending ? (
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
              onHedge={onHedge}
            />
          </>
        )}
      </UnlessLoadFailed>
    </FxCard>
  );
}
