// Currency impact analysis: what each currency's exposure gains or loses in the base currency for each
// rate move, gains green and losses red.
import type { Dashboard } from '@tradehub/contract';
import { formatMoney } from '../format.js';
import { IMPACT_MOVES, impactLabel } from '../report-content.js';
import { COLOURS, paragraph, sectionHeading, type Pen } from './pen.js';
import { drawTable } from './table.js';

export function writeImpactTable(pen: Pen, dashboard: Dashboard) {
  const { doc, tr } = pen;
  const { t } = tr;
  const base = dashboard.baseCurrency;
  sectionHeading(pen, t('report.sections.impact'), 60);
  if (dashboard.exposures.length === 0) {
    paragraph(pen, t('report.impact.none'), { colour: COLOURS.muted });
    return;
  }
  paragraph(pen, t('report.impact.note', { base }), { colour: COLOURS.muted, size: 8.5 });
  doc.moveDown(0.4);
  const rows = dashboard.exposures.map((row) => [
    row.currency,
    ...IMPACT_MOVES.map((move) => formatMoney(row.impact[move] ?? 0, base, tr, { signed: true })),
  ]);
  rows.push([
    t('report.exposure.total'),
    ...IMPACT_MOVES.map((move) =>
      formatMoney(
        dashboard.exposures.reduce((total, row) => total + (row.impact[move] ?? 0), 0),
        base,
        tr,
        { signed: true },
      ),
    ),
  ]);
  const gainOrLoss = (text: string) =>
    text.startsWith('-') ? '#b91c1c' : text.startsWith('+') ? '#15803d' : undefined;
  drawTable(
    pen,
    [
      { header: t('report.exposure.currency'), weight: 1 },
      ...IMPACT_MOVES.map((move) => ({ header: impactLabel(move), weight: 1.3, align: 'right' as const })),
    ],
    rows,
    {
      totalRow: true,
      cellColour: (row, col) => (col === 0 ? undefined : gainOrLoss(rows[row]?.[col] ?? '')),
    },
  );
}
