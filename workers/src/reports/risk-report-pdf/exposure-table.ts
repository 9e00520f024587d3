// FX exposure by currency: amount, base value, hedged share, unhedged base value, risk level and volatility,
// with a total row.
import type { Dashboard } from '@tradehub/contract';
import { formatMoney, formatPercent } from '../format.js';
import { COLOURS, LEVEL_COLOURS, paragraph, sectionHeading, type Pen } from './pen.js';
import { drawTable } from './table.js';

export function writeExposureTable(pen: Pen, dashboard: Dashboard) {
  const { tr } = pen;
  const { t } = tr;
  const base = dashboard.baseCurrency;
  sectionHeading(pen, t('report.sections.exposure'), 60);
  if (dashboard.exposures.length === 0) {
    paragraph(pen, t('report.exposure.none'), { colour: COLOURS.muted });
    return;
  }
  const rows = dashboard.exposures.map((row) => [
    row.currency,
    formatMoney(row.amountMinor, row.currency, tr),
    formatMoney(row.baseAmountMinor, base, tr),
    formatPercent(row.hedgedPercent, tr),
    formatMoney(row.unhedgedBaseMinor, base, tr),
    t(`report.levels.${row.riskLevel}`),
    row.volatilityPercent === null
      ? t('report.exposure.notAvailable')
      : formatPercent(row.volatilityPercent, tr),
  ]);
  const sum = (pick: (row: Dashboard['exposures'][number]) => number) =>
    dashboard.exposures.reduce((total, row) => total + pick(row), 0);
  rows.push([
    t('report.exposure.total'),
    '',
    formatMoney(
      sum((row) => row.baseAmountMinor),
      base,
      tr,
    ),
    '',
    formatMoney(
      sum((row) => row.unhedgedBaseMinor),
      base,
      tr,
    ),
    '',
    '',
  ]);
  drawTable(
    pen,
    [
      { header: t('report.exposure.currency'), weight: 0.8 },
      { header: t('report.exposure.amount'), weight: 1.7, align: 'right' },
      { header: t('report.exposure.baseAmount', { base }), weight: 1.6, align: 'right' },
      { header: t('report.exposure.hedged'), weight: 0.9, align: 'right' },
      { header: t('report.exposure.unhedged', { base }), weight: 1.6, align: 'right' },
      { header: t('report.exposure.riskLevel'), weight: 0.9 },
      { header: t('report.exposure.volatility'), weight: 0.9, align: 'right' },
    ],
    rows,
    {
      totalRow: true,
      cellColour: (row, col) => {
        const level = dashboard.exposures[row]?.riskLevel;
        return col === 5 && level ? LEVEL_COLOURS[level] : undefined;
      },
    },
  );
  paragraph(pen, t('report.exposure.volatilityNote'), { colour: COLOURS.muted, size: 8 });
}
