// What each tile means, in the dashboard's own words.
import type { Dashboard } from '@tradehub/contract';
import { TILE_KEYS } from '../report-content.js';
import { COLOURS, contentWidth, ensureSpace, MARGIN, sectionHeading, type Pen } from './pen.js';

export function writeExplanations(pen: Pen, dashboard: Dashboard) {
  const { doc, tr, fonts } = pen;
  sectionHeading(pen, tr.t('report.sections.explanations'), 40);
  for (const key of TILE_KEYS) {
    const name = tr.t(`report.tiles.${key}`);
    ensureSpace(doc, 30);
    doc.x = MARGIN.left;
    doc.font(fonts.bold).fontSize(8.5).fillColor(COLOURS.text).text(`${name}: `, { continued: true });
    doc
      .font(fonts.regular)
      .fillColor(COLOURS.muted)
      .text(dashboard.tiles[key].explanation, { width: contentWidth(doc) });
    doc.moveDown(0.3);
  }
}
