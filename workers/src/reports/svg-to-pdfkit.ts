// svg-to-pdfkit ships no types: it is loaded here (it is CommonJS) with the one signature the report uses.
import { createRequire } from 'node:module';

export interface SvgToPdfOptions {
  width?: number;
  height?: number;
  preserveAspectRatio?: string;
  /** Treat the SVG's px as PDF points (no 0.75 scaling). */
  assumePt?: boolean;
  fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
}

export type SvgToPdf = (
  doc: PDFKit.PDFDocument,
  svg: string,
  x?: number,
  y?: number,
  options?: SvgToPdfOptions,
) => void;

/** Draws an SVG document into a pdfkit document as vector paths and text. */
export const svgToPdf = createRequire(import.meta.url)('svg-to-pdfkit') as SvgToPdf;
