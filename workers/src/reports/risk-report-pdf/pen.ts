// What every section of the risk report writes with: the document, its language and fonts (the pen), the
// page geometry and colours, and the section heading and paragraph every section starts with.
import type { RiskTile } from '@tradehub/contract';
import type { ServerTranslator } from '../../i18n/server-i18n.js';
import type { ReportFonts } from '../report-fonts.js';

export type Doc = PDFKit.PDFDocument;
/** The document being written, the language it is written in and the fonts that language needs. */
export interface Pen {
  doc: Doc;
  tr: ServerTranslator;
  fonts: ReportFonts;
}
export type Align = 'left' | 'right' | 'center';

export const MARGIN = { top: 72, bottom: 60, left: 48, right: 48 };
export const COLOURS = {
  brand: '#0f4c81',
  text: '#0f172a',
  muted: '#64748b',
  rule: '#e2e8f0',
  headerFill: '#f1f5f9',
  zebra: '#f8fafc',
  tileFill: '#fbfdff',
};
export const LEVEL_COLOURS: Record<RiskTile['level'], string> = {
  Low: '#16a34a',
  Medium: '#d97706',
  High: '#dc2626',
};

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
export const pageBottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

export function sectionHeading({ doc, fonts }: Pen, title: string, spaceAfter = 0) {
  ensureSpace(doc, 40 + spaceAfter);
  doc.moveDown(1.2);
  doc.x = MARGIN.left;
  doc.font(fonts.bold).fontSize(13).fillColor(COLOURS.brand).text(title);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.y = y + 8;
}

export function paragraph(
  { doc, fonts }: Pen,
  text: string,
  options: { colour?: string; size?: number; font?: string } = {},
) {
  doc.x = MARGIN.left;
  doc
    .font(options.font ?? fonts.regular)
    .fontSize(options.size ?? 9.5)
    .fillColor(options.colour ?? COLOURS.text)
    .text(text, { width: contentWidth(doc) });
}
