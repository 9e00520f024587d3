// The fonts a report is drawn with. English and Spanish use the PDF's standard Helvetica (nothing embedded,
// the smallest file; WinAnsi covers their letters). Chinese needs a CJK font: Noto Sans SC (SIL OFL) from
// @expo-google-fonts/noto-sans-sc, embedded by pdfkit as a subset of the glyphs the report uses, so the PDF
// grows by tens of kilobytes rather than the font's 10 MB.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@tradehub/contract';

export interface ReportFonts {
  regular: string;
  bold: string;
  /** Only the standard fonts' WinAnsi characters can be drawn (₹ and ₩ are then written as codes). */
  winAnsiOnly: boolean;
  /** Registers the embedded fonts with a document (nothing for the standard ones). */
  register(doc: PDFKit.PDFDocument): void;
}

const require = createRequire(import.meta.url);
const NOTO_REGULAR = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
const NOTO_BOLD = '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf';

/** The font files' bytes, read on the first Chinese report and kept (about 21 MB for the two). */
let notoBytes: { regular: Buffer; bold: Buffer } | undefined;
function loadNoto() {
  notoBytes ??= {
    regular: readFileSync(require.resolve(NOTO_REGULAR)),
    bold: readFileSync(require.resolve(NOTO_BOLD)),
  };
  return notoBytes;
}

/** The path of the regular CJK font file (for checks that every catalogue string has its glyphs). */
export const cjkFontPath = () => require.resolve(NOTO_REGULAR);

const STANDARD: ReportFonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  winAnsiOnly: true,
  register: () => undefined,
};

const CJK: ReportFonts = {
  regular: 'NotoSansSC',
  bold: 'NotoSansSC-Bold',
  winAnsiOnly: false,
  register(doc) {
    const { regular, bold } = loadNoto();
    doc.registerFont(this.regular, regular);
    doc.registerFont(this.bold, bold);
  },
};

export const reportFontsFor = (language: Language): ReportFonts => (language === 'zh' ? CJK : STANDARD);
