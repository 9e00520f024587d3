import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { HedgeTradePrefill } from '@tradehub/contract/constants';
import { Button, Col, Row, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exposureReportQuery } from '../../api/fx/queries';
import { PageHeader } from '../../components/PageHeader';
import '../dashboard/dashboard.css';
import '../payments/payments.css';
import { CurrencyExposureCard } from './CurrencyExposureCard';
import { ExposureDrawer } from './ExposureDrawer';
import { LiveRatesCard } from './LiveRatesCard';
import { MarginGuardCard } from './MarginGuardCard';
import { MaturityBucketsCard } from './MaturityBucketsCard';
import { NewTradeDrawer } from './NewTradeDrawer';
import { RateHistoryCard } from './RateHistoryCard';
import { TradesCard } from './TradesCard';
import { useFxManageAccess } from './useFxManageAccess';
import { useNewTradeInUrl } from './useNewTradeInUrl';
import './fx.css';

/** /fx-management: live rates, new trades with a locked rate, currency exposure and hedge targets. */
export default function FxManagementPage() {
  const { t } = useTranslation();
  const { canManage, disabledHint } = useFxManageAccess();
  // Kept current by the realtime bridge (`fx:exposure-changed` invalidates the `fx` root, `fx:exposure`
  // writes a tick's revaluation) and the writes: the same cache entry the dashboard's FX figures read.
  const exposures = useQuery(exposureReportQuery());
  const baseCurrency = exposures.data?.baseCurrency ?? 'USD';
  const newTrade = useNewTradeInUrl(baseCurrency);
  const [managing, setManaging] = useState<string | undefined>(undefined);
  const hedge = (prefill: HedgeTradePrefill) => {
    setManaging(undefined);
    newTrade.openHedge(prefill);
  };

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
              onClick={() => newTrade.setOpen(true)}
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
          <RateHistoryCard exposures={exposures} />
        </Col>
        <Col span={24}>
          <CurrencyExposureCard exposures={exposures} baseCurrency={baseCurrency} onManage={setManaging} />
        </Col>
        <Col span={24}>
          <MarginGuardCard />
        </Col>
        <Col span={24}>
          <MaturityBucketsCard
            exposures={exposures}
            canManage={canManage}
            disabledHint={disabledHint}
            onHedge={hedge}
          />
        </Col>
        <Col span={24}>
          <TradesCard />
        </Col>
      </Row>
      <NewTradeDrawer
        open={newTrade.open}
        canTrade={canManage}
        prefill={newTrade.prefill ?? undefined}
        onClose={() => newTrade.setOpen(false)}
        onBooked={() => newTrade.setOpen(false)}
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
