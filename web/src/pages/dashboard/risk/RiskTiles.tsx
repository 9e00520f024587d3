import type { Dashboard } from '@tradehub/contract';
import { ArrowDownOutlined, ArrowUpOutlined, InfoCircleOutlined, MinusOutlined } from '@ant-design/icons';
import { Card, Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import { RiskLevelTag } from '../StatusTags';
import type { DashboardRange } from './dashboardRange';
import {
  failedSharePercent,
  formatPercent,
  formatTileValue,
  tileKeys,
  tileTrend,
  type TileKey,
} from './tileFormat';

type Tiles = Dashboard['tiles'];

/** The formula behind a figure, on hover and on keyboard focus of an info button. */
function Explanation({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <Tooltip title={text} trigger={['hover', 'focus']}>
        <button
          type="button"
          className="th-info-button"
          aria-label={t('dashboard.tiles.explain', { title })}
          aria-describedby={id}
        >
          <InfoCircleOutlined aria-hidden="true" />
        </button>
      </Tooltip>
      <span id={id} className="th-visually-hidden">
        {text}
      </span>
    </>
  );
}

const trendIcons = { up: ArrowUpOutlined, down: ArrowDownOutlined, flat: MinusOutlined };

function Trend({ tileKey, tile, baseCurrency, range }: TileProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const trend = tileTrend(tileKey, tile, baseCurrency, format.locale);
  const testId = `risk-tile-${tileKey}-trend`;
  if (!trend) {
    return (
      <p className="th-risk-tile__trend th-risk-tile__trend--none" data-testid={testId} data-direction="none">
        {t('dashboard.tiles.noPrevious')}
      </p>
    );
  }
  const Icon = trendIcons[trend.direction];
  const difference =
    trend.unit === 'percentagePoints'
      ? t('dashboard.tiles.percentagePoints', { value: trend.difference })
      : trend.difference;
  return (
    <p
      className={`th-risk-tile__trend th-risk-tile__trend--${trend.tone}`}
      data-testid={testId}
      data-direction={trend.direction}
      data-tone={trend.tone}
    >
      <Icon aria-hidden="true" />
      <span>
        {trend.direction === 'flat' ? t('dashboard.tiles.noChange') : difference}{' '}
        <span className="th-risk-tile__since">{t(`dashboard.tiles.vsPrevious.${range}`)}</span>
      </span>
      {trend.tone !== 'neutral' && (
        <span className="th-visually-hidden"> ({t(`dashboard.tiles.tone.${trend.tone}`)})</span>
      )}
    </p>
  );
}

interface TileProps {
  tileKey: TileKey;
  tile: Tiles[TileKey];
  baseCurrency: string;
  range: DashboardRange;
}

function Detail({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="th-risk-tile__detail">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The figures beneath the FX and cash-flow tiles' values. */
function TileDetails({
  tiles,
  tileKey,
  baseCurrency,
}: {
  tiles: Tiles;
  tileKey: TileKey;
  baseCurrency: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amountMinor: number) => format.money(amountMinor, baseCurrency);
  let details: ReactNode = null;
  if (tileKey === 'fxRiskExposure') {
    details = (
      <Detail
        label={t('dashboard.tiles.valueAtRisk')}
        value={money(tiles.fxRiskExposure.valueAtRisk95Minor)}
        testId="risk-tile-fxRiskExposure-var"
      />
    );
  } else if (tileKey === 'cashflowRisk') {
    const cashflow = tiles.cashflowRisk;
    details = (
      <>
        <Detail
          label={t('dashboard.tiles.scheduled')}
          value={money(cashflow.scheduledMinor)}
          testId="risk-tile-cashflowRisk-scheduled"
        />
        <Detail
          label={t('dashboard.tiles.settled')}
          value={money(cashflow.settledMinor)}
          testId="risk-tile-cashflowRisk-settled"
        />
        <Detail
          label={t('dashboard.tiles.pending')}
          value={money(cashflow.pendingMinor)}
          testId="risk-tile-cashflowRisk-pending"
        />
        <Detail
          label={t('dashboard.tiles.failedShare')}
          value={formatPercent(failedSharePercent(cashflow.failedShare), format.locale)}
          testId="risk-tile-cashflowRisk-failed-share"
        />
      </>
    );
  }
  return details && <dl className="th-risk-tile__details">{details}</dl>;
}

function RiskTileCard({ tiles, ...props }: TileProps & { tiles: Tiles }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { tileKey, tile, baseCurrency } = props;
  const title = t(`dashboard.tiles.titles.${tileKey}`);
  const headingId = useId();
  return (
    <Card className="th-card th-risk-tile" data-testid={`risk-tile-${tileKey}`} data-level={tile.level}>
      <section aria-labelledby={headingId}>
        <div className="th-risk-tile__head">
          <h2 id={headingId} className="th-risk-tile__title">
            {title}
          </h2>
          <Explanation title={title} text={tile.explanation} />
        </div>
        <div className="th-risk-tile__value-row">
          <p className="th-risk-tile__value" data-testid={`risk-tile-${tileKey}-value`}>
            {formatTileValue(tile, baseCurrency, format.locale)}
          </p>
          <RiskLevelTag level={tile.level} testId={`risk-tile-${tileKey}-level`} />
        </div>
        <Trend {...props} />
        <TileDetails tiles={tiles} tileKey={tileKey} baseCurrency={baseCurrency} />
      </section>
    </Card>
  );
}

/** Counterparty Risk Score, FX Risk Exposure, Cashflow Risk and Market Risk for the selected range. */
export function RiskTiles({
  tiles,
  baseCurrency,
  range,
}: {
  tiles: Tiles;
  baseCurrency: string;
  range: DashboardRange;
}) {
  const { t } = useTranslation();
  return (
    <ul className="th-risk-tiles" aria-label={t('dashboard.tiles.label')} data-testid="risk-tiles">
      {tileKeys.map((key) => (
        <li key={key}>
          <RiskTileCard
            tiles={tiles}
            tileKey={key}
            tile={tiles[key]}
            baseCurrency={baseCurrency}
            range={range}
          />
        </li>
      ))}
    </ul>
  );
}
