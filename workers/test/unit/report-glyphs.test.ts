// No character of a report's language may be missing from the font it is drawn with: a missing glyph draws
// as .notdef (an empty box), which pdfjs would still extract as the right text.
import { createRequire } from 'node:module';
import { serverMessages } from '@tradehub/contract/server-messages';
import { describe, expect, it } from 'vitest';
import { isDrawableInStandardFonts } from '../../src/reports/format.js';
import { cjkFontPath } from '../../src/reports/report-fonts.js';

interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): Font };

/** Every string of a catalogue's report section, with its {{parameters}} taken out. */
function reportTexts(messages: unknown): string[] {
  if (typeof messages === 'string') return [messages.replace(/\{\{[^}]+\}\}/g, '')];
  return Object.values(messages as Record<string, unknown>).flatMap(reportTexts);
}

describe('the report fonts draw every character of their language', () => {
  it('Noto Sans SC has a glyph for every character of the Chinese report', () => {
    const font = fontkit.openSync(cjkFontPath());
    const texts = reportTexts(serverMessages.zh.report);
    const missing = [...new Set(texts.join(''))].filter(
      (char) => char.trim() !== '' && !font.hasGlyphForCodePoint(char.codePointAt(0)!),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('the standard fonts draw every character of the English and Spanish reports', () => {
    for (const language of ['en', 'es'] as const) {
      const undrawable = reportTexts(serverMessages[language].report).filter(
        (text) => !isDrawableInStandardFonts(text),
      );
      expect(undrawable, language).toEqual([]);
    }
  });

  it('a character outside WinAnsi is caught', () => {
    expect(isDrawableInStandardFonts('风险')).toBe(false);
  });
});
