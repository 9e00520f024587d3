// A chart section: its heading, its caption and the ECharts SVG drawn as vectors in the report's fonts.
import type { Dashboard } from '@tradehub/contract';
import type { ChartSvg } from '../charts.js';
import { svgToPdf } from '../svg-to-pdfkit.js';
import { COLOURS, contentWidth, MARGIN, paragraph, sectionHeading, type Pen } from './pen.js';

export function paymentsCaption({ tr }: Pen, dashboard: Dashboard): string {
  const total = dashboard.paymentsByStatus.buckets.reduce(
    (sum, bucket) => sum + bucket.completed + bucket.pending + bucket.failed,
    0,
  );
  return tr.t(`report.charts.paymentsCaption_${dashboard.paymentsByStatus.interval}`, {
    total: new Intl.NumberFormat(tr.locale).format(total),
  });
}

export function writeChart(pen: Pen, title: string, chart: ChartSvg, caption: string) {
  const { doc, fonts } = pen;
  const width = contentWidth(doc);
  const height = (chart.height * width) / chart.width;
  sectionHeading(pen, title, height + 24);
  paragraph(pen, caption, { colour: COLOURS.muted, size: 8.5 });
  doc.moveDown(0.3);
  const y = doc.y;
  // The charts' text in the report's font (the SVG names Helvetica; Chinese labels need the CJK font).
  const fontCallback = (_family: string, bold: boolean) => (bold ? fonts.bold : fonts.regular);
  svgToPdf(doc, chart.svg, MARGIN.left, y, { width, height, assumePt: true, fontCallback });
  doc.x = MARGIN.left;
  doc.y = y + height + 4;
}
