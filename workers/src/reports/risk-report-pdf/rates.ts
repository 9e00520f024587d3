// The rates the report was valued at: their source and time, and each currency's pair against USD.
import type { Dashboard } from '@tradehub/contract';
import { formatDateTimeUtc } from '../../i18n/utc-dates.js';
import { usdPairRate } from '../format.js';
import { paragraph, sectionHeading, type Pen } from './pen.js';
import { drawTable } from './table.js';

export function writeRates(pen: Pen, dashboard: Dashboard) {
  const { doc, tr } = pen;
  const { t } = tr;
  sectionHeading(pen, t('report.sections.rates'), 60);
  if (!dashboard.ratesSource || !dashboard.ratesAsOf) {
    paragraph(pen, t('report.rates.none'));
    return;
  }
  paragraph(
    pen,
    t('report.rates.source', {
      source: dashboard.ratesSource,
      date: formatDateTimeUtc(dashboard.ratesAsOf, tr),
    }),
  );
  doc.moveDown(0.4);
  // Each currency as its market pair against USD, at the rate every screen shows (fx-pairs.ts).
  const rows = dashboard.exposures.flatMap((row) => {
    const shown = usdPairRate(row.currency, row.rate);
    if (!shown) return [];
    const asOf = formatDateTimeUtc(dashboard.ratesAsOf ?? '', tr);
    return [[shown.pair, shown.text ?? t('report.exposure.notAvailable'), dashboard.ratesSource ?? '', asOf]];
  });
  if (rows.length > 0) {
    drawTable(
      pen,
      [
        { header: t('report.rates.pair'), weight: 1 },
        { header: t('report.rates.rate'), weight: 1.2, align: 'right' },
        { header: t('report.rates.sourceColumn'), weight: 1.2 },
        { header: t('report.rates.asOf'), weight: 1.6 },
      ],
      rows,
    );
  }
}
