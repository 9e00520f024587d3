// The report's one table layout: weighted columns, a header repeated on every page the table runs onto,
// zebra rows and an optional bold total row.
import { COLOURS, contentWidth, ensureSpace, MARGIN, pageBottom, type Align, type Pen } from './pen.js';

export interface Column {
  header: string;
  /** A share of the content width. */
  weight: number;
  align?: Align;
}
export interface TableOptions {
  /** The last row is a total: bold, with a rule above it. */
  totalRow?: boolean;
  /** The colour of one cell's text (e.g. a risk level). */
  cellColour?: (row: number, column: number) => string | undefined;
}

export const ROW_HEIGHT = 18;

export function drawTable(
  { doc, fonts }: Pen,
  columns: Column[],
  rows: string[][],
  options: TableOptions = {},
) {
  const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / totalWeight) * contentWidth(doc));
  const lefts = widths.map((_, index) => MARGIN.left + widths.slice(0, index).reduce((a, b) => a + b, 0));

  const drawRow = (
    cells: string[],
    y: number,
    font: string,
    fill?: string,
    colour?: (col: number) => string,
  ) => {
    if (fill) doc.rect(MARGIN.left, y, contentWidth(doc), ROW_HEIGHT).fill(fill);
    cells.forEach((cell, col) => {
      doc
        .font(font)
        .fontSize(8.5)
        .fillColor(colour?.(col) ?? COLOURS.text)
        .text(cell, lefts[col]! + 5, y + 5, {
          width: widths[col]! - 10,
          height: ROW_HEIGHT - 4,
          align: columns[col]?.align ?? 'left',
          lineBreak: false,
          ellipsis: true,
        });
    });
  };
  const header = () => {
    const y = doc.y;
    drawRow(
      columns.map((column) => column.header),
      y,
      fonts.bold,
      COLOURS.headerFill,
      () => COLOURS.muted,
    );
    doc.y = y + ROW_HEIGHT;
  };

  ensureSpace(doc, ROW_HEIGHT * Math.min(rows.length + 1, 4));
  header();
  rows.forEach((cells, index) => {
    if (doc.y + ROW_HEIGHT > pageBottom(doc)) {
      doc.addPage();
      header();
    }
    const isTotal = options.totalRow === true && index === rows.length - 1;
    if (isTotal) {
      doc
        .moveTo(MARGIN.left, doc.y)
        .lineTo(MARGIN.left + contentWidth(doc), doc.y)
        .lineWidth(0.75)
        .strokeColor(COLOURS.muted)
        .stroke();
    }
    const y = doc.y;
    drawRow(
      cells,
      y,
      isTotal ? fonts.bold : fonts.regular,
      index % 2 === 1 && !isTotal ? COLOURS.zebra : undefined,
      (col) => options.cellColour?.(index, col) ?? COLOURS.text,
    );
    doc.y = y + ROW_HEIGHT;
  });
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.x = MARGIN.left;
  doc.y += 4;
}
