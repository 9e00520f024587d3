// The checks every catalogue of server-written messages (activities, notifications) passes: each key has
// sample parameters like the server's, and in Chinese and in Spanish each key reads with every placeholder
// filled, none of the stored English fallback left, and words other than the English catalogue's.
import { describe, expect, it } from 'vitest';
import type { Language } from './catalogue-i18n';

export interface CatalogueUnderTest<Text> {
  /** The catalogue's keys (the English catalogue's, which the others must match). */
  keys: readonly string[];
  /** Sample parameters by key, as the server stores them. */
  samples: Record<string, unknown>;
  /** The text of a key in a language. */
  render: (language: Language, key: string) => Promise<Text>;
  /** The parts of a text that are words (title, description or message). */
  parts: (text: Text) => string[];
  /** The stored English fallback each part must not show. */
  fallback: RegExp;
  /** Further checks of one key's text in one language. */
  alsoCheck?: (key: string, text: Text, language: Language) => void;
}

export function checkEveryKeyReadsInEachLanguage<Text>(catalogue: CatalogueUnderTest<Text>): void {
  const { keys, samples, render, parts, fallback, alsoCheck } = catalogue;

  it('has sample parameters for every key of the catalogue', () => {
    expect(keys.filter((key) => !(key in samples))).toEqual([]);
    expect(Object.keys(samples).filter((key) => !keys.includes(key))).toEqual([]);
  });

  describe.each(['zh', 'es'] as const)('in %s', (language) => {
    it.each(keys)('%s reads in the language, every placeholder filled', async (key) => {
      const english = parts(await render('en', key));
      const text = await render(language, key);
      const words = parts(text);
      for (const part of [...words, ...english]) expect(part).not.toContain('{{');
      for (const part of words) expect(part).not.toMatch(fallback);
      words.forEach((part, index) => expect(part).not.toBe(english[index]));
      alsoCheck?.(key, text, language);
    });
  });
}
