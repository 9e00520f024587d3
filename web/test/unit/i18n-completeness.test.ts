import { describe, expect, it } from 'vitest';
import { appLanguages, toAppLanguage } from '../../src/i18n/languages';
import { messages } from '../../src/i18n/resources';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a resource tree as 'a.b.c' → value; a non-string leaf is reported as such. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, leafValue] of flatten(value, path)) entries.set(leaf, leafValue);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((m) => m[1]).sort();

const reference = flatten(messages.en);
const others = appLanguages.filter((language) => language !== 'en');

describe('translations', () => {
  it('has an English reference with keys', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  describe.each(others)('%s', (language) => {
    const translated = flatten(messages[language]);

    it('has every English key', () => {
      const missing = [...reference.keys()].filter((key) => !translated.has(key));
      expect(missing, `keys missing in ${language}`).toEqual([]);
    });

    it('has no key that English lacks', () => {
      const extra = [...translated.keys()].filter((key) => !reference.has(key));
      expect(extra, `keys in ${language} but not in en`).toEqual([]);
    });

    it('uses the same interpolation placeholders as English', () => {
      const mismatched = [...reference].filter(([key, english]) => {
        const value = translated.get(key);
        return typeof value === 'string' && typeof english === 'string'
          ? placeholders(value).join() !== placeholders(english).join()
          : false;
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });

  describe.each(appLanguages)('%s values', (language) => {
    it('are all non-empty strings', () => {
      const bad = [...flatten(messages[language])].filter(
        ([, value]) => typeof value !== 'string' || value.trim() === '',
      );
      expect(bad.map(([key]) => key)).toEqual([]);
    });
  });

  it('keeps the demo banner text of the specification', () => {
    expect(messages.en.shell.demoBanner).toBe(
      'You are in Demo Mode – All data is for demonstration purposes only',
    );
  });
});

describe('toAppLanguage', () => {
  it('maps browser language tags to a UI language', () => {
    expect(toAppLanguage('zh-CN')).toBe('zh');
    expect(toAppLanguage('zh-Hant-TW')).toBe('zh');
    expect(toAppLanguage('es-419')).toBe('es');
    expect(toAppLanguage('EN-gb')).toBe('en');
    expect(toAppLanguage('fr-FR')).toBe('en');
    expect(toAppLanguage(undefined)).toBe('en');
  });
});
