// The recent risk alerts, each with its date and description, marked red (failed) or amber.
import { alertText } from '../alert-text.js';
import { formatDateTimeUtc } from '../../i18n/utc-dates.js';
import type { RiskReportContent } from '../report-content.js';
import { COLOURS, contentWidth, ensureSpace, MARGIN, paragraph, sectionHeading, type Pen } from './pen.js';

export function writeAlerts(pen: Pen, { alerts }: RiskReportContent) {
  const { doc, tr, fonts } = pen;
  sectionHeading(pen, tr.t('report.sections.alerts'), 30);
  if (alerts.length === 0) {
    paragraph(pen, tr.t('report.alerts.none'), { colour: COLOURS.muted });
    return;
  }
  for (const alert of alerts) {
    const text = alertText(alert, tr);
    ensureSpace(doc, 40);
    doc.x = MARGIN.left;
    const top = doc.y;
    doc.rect(MARGIN.left, top + 1, 3, 10).fill(alert.status === 'failed' ? '#dc2626' : '#d97706');
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(COLOURS.text)
      .text(text.title, MARGIN.left + 10, top, { width: contentWidth(doc) - 130 });
    const afterTitle = doc.y;
    doc
      .font(fonts.regular)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(formatDateTimeUtc(alert.date, tr), MARGIN.left + contentWidth(doc) - 120, top + 1, {
        width: 120,
        align: 'right',
        lineBreak: false,
      });
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor(COLOURS.text)
      .text(text.description, MARGIN.left + 10, afterTitle + 1, { width: contentWidth(doc) - 10 });
    doc.moveDown(0.6);
  }
  doc.x = MARGIN.left;
}
