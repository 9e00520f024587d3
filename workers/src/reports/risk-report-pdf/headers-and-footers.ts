// The brand header and the page footer (generated at, page n of m) on every page.
import { formatDateTimeUtc } from '../../i18n/utc-dates.js';
import type { RiskReportContent } from '../report-content.js';
import { COLOURS, contentWidth, MARGIN, type Pen } from './pen.js';

/** The brand header and the page footer, drawn on every page once the page count is known. */
export function writeHeadersAndFooters({ doc, tr, fonts }: Pen, content: RiskReportContent) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the margins must not push text onto a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = contentWidth(doc);
    doc.rect(0, 0, doc.page.width, 40).fill(COLOURS.brand);
    doc
      .font(fonts.bold)
      .fontSize(15)
      .fillColor('#ffffff')
      .text('TradeHub', MARGIN.left, 13, { lineBreak: false });
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor('#dbeafe')
      .text(tr.t('report.headerLine', { organisation: content.organisationName }), MARGIN.left, 16, {
        width,
        align: 'right',
        lineBreak: false,
      });
    const footerY = doc.page.height - 36;
    doc
      .moveTo(MARGIN.left, footerY - 6)
      .lineTo(MARGIN.left + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(
        tr.t('report.footerGenerated', { date: formatDateTimeUtc(content.generatedAt, tr) }),
        MARGIN.left,
        footerY,
        {
          lineBreak: false,
        },
      );
    doc.text(tr.t('report.footerPage', { page: index - start + 1, count }), MARGIN.left, footerY, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
