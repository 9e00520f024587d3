import type { UseQueryResult } from '@tanstack/react-query';
import {} from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposureReportData } from '../../api/fx/queries';
import { RateHistoryChart } from '../../fx/RateHistoryChart';
import { chartPairs } from '../../fx/rateSeries';
import { FxCard } from './FxCard';
import { rateCurrencies } from './rateCurrencies';

/** Rate history for the currencies the organisation is exposed to (the live rates' currencies when it has none). */
export function RateHistoryCard({ exposures }: { exposures: UseQueryResult<ExposureReportData> }) {
  const { t } = useTranslation();
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
  return (
    <FxCard title={t('fxHistory.title')} testId="fx-rate-history-card">
      <RateHistoryChart pairs={historyPairs} testId="fx-rate-history" height={280} />
    </FxCard>
  );
}
