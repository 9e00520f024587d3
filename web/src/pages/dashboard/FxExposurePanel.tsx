import { BellOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { CurrencyExposureRow } from '@tradehub/contract';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../app/lazyWithPreload';
import { useSignedInProfile } from '../../auth/profileContext';
import { RateHistoryChart } from '../../fx/RateHistoryChart';
import { chartPairs } from '../../fx/rateSeries';
import { usdPairQuote } from '../../fx/usdPairs';
import { useFormat } from '../../i18n/useFormat';
import { FxRatesStatus } from './FxRatesStatus';
import type { RateAlertsDrawerProps } from './rate-alerts/RateAlertsDrawer';
import { CurrencyImpactTable } from './risk/CurrencyImpactTable';
import type { FxRate } from './types';
import { useDisplayedRates } from './useDisplayedRates';
import { ExplainedDisabledButton } from '../../components/ExplainedDisabledButton';

// The drawer and its form controls download when the button is pointed at, focused or pressed.
const RateAlertsDrawer = lazyWithPreload<RateAlertsDrawerProps>(
  () => import('./rate-alerts/RateAlertsDrawer'),
);
const preloadDrawer = () => void RateAlertsDrawer.preload().catch(() => undefined);

/** The FX Risk Exposure panel's currencies (spec section 2). */
export const exposureCurrencies = ['EUR', 'GBP', 'CNY', 'JPY'] as const;

function RateAlertsButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const { readOnly } = useSignedInProfile();
  if (!readOnly) {
    return (
      <Button
        icon={<BellOutlined aria-hidden="true" />}
        onClick={onOpen}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
      >
        {t('dashboard.fx.rateAlerts')}
      </Button>
    );
  }
  return (
    <ExplainedDisabledButton
      reason={t('dashboard.fx.rateAlertsReadOnly')}
      icon={<BellOutlined aria-hidden="true" />}
    >
      {t('dashboard.fx.rateAlerts')}
    </ExplainedDisabledButton>
  );
}

interface FxExposurePanelProps {
  /** The overview's stored rates, shown until the live feed answers. */
  fallback: readonly FxRate[];
  /** The organisation's exposures with their impact figures, for the Currency Impact Analysis. */
  exposures: CurrencyExposureRow[];
  baseCurrency: string;
  /** Where and when the impact figures' rates come from. */
  ratesNote: ReactNode;
  /** Another range's figures are loading: the impact analysis is dimmed meanwhile (the live rates are not). */
  updating: boolean;
}

/**
 * Live rates of the main currencies against USD (each as its market pair), the way in to the member's rate
 * alerts, and the Currency Impact Analysis of the organisation's exposures.
 */
export function FxExposurePanel({
  fallback,
  exposures,
  baseCurrency,
  ratesNote,
  updating,
}: FxExposurePanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { snapshot, live } = useDisplayedRates(fallback);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  const open = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.fx.exposureTitle')}</h2>}
      extra={<RateAlertsButton onOpen={open} />}
      className="th-card th-card--wrap-head"
      data-testid="fx-exposure"
    >
      <p className="th-card-subtitle">{t('dashboard.fx.exposureSubtitle')}</p>
      {!snapshot ? (
        <FxRatesStatus live={live} />
      ) : (
        <ul className="th-fx-tiles">
          {exposureCurrencies.map((currency) => {
            // As every screen writes it: the market pair against USD (EUR/USD, USD/JPY) and its rate.
            const shown = usdPairQuote(currency, snapshot.rates);
            if (!shown) return null;
            return (
              <li key={currency} className="th-fx-tiles__tile" data-testid={`fx-exposure-${currency}`}>
                <span className="th-fx-tiles__pair">{shown.label}</span>
                <span
                  className="th-fx-tiles__rate"
                  data-testid={`fx-exposure-${currency}-rate`}
                  data-rate={shown.rate ?? ''}
                >
                  {shown.text === undefined
                    ? t('dashboard.fx.noRate')
                    : format.pairRate(shown.pair, shown.text)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <RateHistoryChart
        pairs={chartPairs(
          exposures.map((row) => row.currency),
          exposureCurrencies,
        )}
        testId="dashboard-rate-history"
        withHeading
        height={200}
      />
      <div className="th-windowed" data-updating={updating} aria-busy={updating}>
        <CurrencyImpactTable exposures={exposures} baseCurrency={baseCurrency} />
        {ratesNote}
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <RateAlertsDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            rates={snapshot?.rates ?? {}}
          />
        </Suspense>
      )}
    </Card>
  );
}
