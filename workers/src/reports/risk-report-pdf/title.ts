// The report's title block: the organisation, the period and the window it is compared with, the base
// currency, and who exported it when.
import { formatDateTimeUtc } from '../../i18n/utc-dates.js';
import { rangeText, type RiskReportContent } from '../report-content.js';
import { COLOURS, MARGIN, type Pen } from './pen.js';

export function writeTitle(
  pen: Pen,
  { organisationName, exportedBy, exportedAt, dashboard }: RiskReportContent,
) {
  const { doc, tr, fonts } = pen;
  const { t } = tr;
  doc.font(fonts.bold).fontSize(26).fillColor(COLOURS.text).text(t('report.title'));
  doc.moveDown(0.15);
  doc.font(fonts.bold).fontSize(14).fillColor(COLOURS.brand).text(organisationName);
  doc.moveDown(0.5);
  const { window, previousWindow } = dashboard;
  const lines: [string, string][] = [
    [t('report.labels.range'), rangeText(tr, dashboard.range)],
    [
      t('report.labels.window'),
      `${formatDateTimeUtc(window.from, tr)} – ${formatDateTimeUtc(window.to, tr)}`,
    ],
    [
      t('report.labels.comparedWith'),
      `${formatDateTimeUtc(previousWindow.from, tr)} – ${formatDateTimeUtc(previousWindow.to, tr)}`,
    ],
    [t('report.labels.baseCurrency'), dashboard.baseCurrency],
  ];
  for (const [label, value] of lines) {
    const y = doc.y;
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(COLOURS.muted)
      .text(label, MARGIN.left, y, { lineBreak: false });
    doc
      .font(fonts.regular)
      .fillColor(COLOURS.text)
      .text(value, MARGIN.left + 90, y, { lineBreak: false });
    doc.x = MARGIN.left;
    doc.y = y + 14;
  }
  doc.moveDown(0.4);
  doc
    .font(fonts.regular)
    .fontSize(9.5)
    .fillColor(COLOURS.muted)
    .text(t('report.exportedBy', { name: exportedBy, date: formatDateTimeUtc(exportedAt, tr) }));
}
