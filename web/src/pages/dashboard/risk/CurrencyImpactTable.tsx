import type { CurrencyExposureRow } from '@tradehub/contract';
import { ConfigProvider, Empty, Table, type TableColumnsType, type ThemeConfig } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import { RiskLevelTag } from '../StatusTags';
import { impactCell, impactMoveId, impactMoveLabel, impactMoves } from './impactFormat';
import { formatPercent } from './tileFormat';

// Ten columns: compact enough to fit a wide screen without scrolling; narrower screens scroll sideways.
const compactTable: ThemeConfig = { components: { Table: { cellPaddingInlineSM: 5, cellFontSizeSM: 13 } } };

interface CurrencyImpactTableProps {
  exposures: CurrencyExposureRow[];
  baseCurrency: string;
}

/**
 * Currency Impact Analysis: for each exposure currency, the gain or loss on its unhedged part if it moves
 * by −10 … +10 %, with how much is hedged. Gains are green with a '+', losses red with a '−'.
 */
export function CurrencyImpactTable({ exposures, baseCurrency }: CurrencyImpactTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();

  const columns = useMemo<TableColumnsType<CurrencyExposureRow>>(
    () => [
      {
        key: 'currency',
        title: t('dashboard.impact.columns.currency'),
        fixed: 'start',
        render: (_, row) => (
          <div className="th-impact__currency">
            <strong>{row.currency}</strong>
            <RiskLevelTag level={row.riskLevel} testId={`impact-${row.currency}-risk`} />
          </div>
        ),
      },
      {
        key: 'exposure',
        title: t('dashboard.impact.columns.exposure'),
        align: 'right',
        className: 'th-numeric',
        render: (_, row) => (
          <div className="th-impact__exposure">
            <span>{format.money(row.amountMinor, row.currency)}</span>
            <span className="th-impact__base">{format.money(row.baseAmountMinor, baseCurrency)}</span>
          </div>
        ),
      },
      {
        key: 'hedged',
        title: t('dashboard.impact.columns.hedged'),
        align: 'right',
        className: 'th-numeric',
        render: (_, row) => (
          <span data-testid={`impact-${row.currency}-hedged`}>
            {formatPercent(row.hedgedPercent, format.locale)}
          </span>
        ),
      },
      {
        key: 'unhedged',
        title: t('dashboard.impact.columns.unhedged'),
        align: 'right',
        className: 'th-numeric',
        render: (_, row) => (
          <span data-testid={`impact-${row.currency}-unhedged`}>
            {format.money(row.unhedgedBaseMinor, baseCurrency)}
          </span>
        ),
      },
      ...impactMoves.map((move) => ({
        key: `move${move}`,
        title: impactMoveLabel(move, format.locale),
        align: 'right' as const,
        className: 'th-numeric',
        render: (_: unknown, row: CurrencyExposureRow) => {
          const cell = impactCell(row.impact[move], baseCurrency, format.locale);
          return (
            <span
              className={`th-impact__cell th-impact__cell--${cell.tone}`}
              data-testid={`impact-${row.currency}-${impactMoveId(move)}`}
              data-tone={cell.tone}
            >
              {cell.text}
            </span>
          );
        },
      })),
    ],
    [t, format, baseCurrency],
  );

  return (
    <section className="th-impact" aria-labelledby={headingId} data-testid="currency-impact">
      <h3 id={headingId} className="th-impact__title">
        {t('dashboard.impact.title')}
      </h3>
      <p className="th-impact__intro">{t('dashboard.impact.intro', { currency: baseCurrency })}</p>
      {exposures.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.impact.empty')} />
      ) : (
        <div data-testid="currency-impact-table">
          <ConfigProvider theme={compactTable}>
            <Table<CurrencyExposureRow>
              rowKey="currency"
              columns={columns}
              dataSource={exposures}
              pagination={false}
              scroll={{ x: 'max-content' }}
              size="small"
            />
          </ConfigProvider>
        </div>
      )}
    </section>
  );
}
