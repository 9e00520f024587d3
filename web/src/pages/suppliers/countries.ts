// ISO 3166 country names in the UI language, loaded on demand (its own chunk, never in the first bundle).
import type { AppLanguage } from '../../i18n/languages';

export interface CountryOption {
  value: string;
  label: string;
}

const localeLoaders = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  zh: () => import('i18n-iso-countries/langs/zh.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
} satisfies Record<AppLanguage, () => Promise<unknown>>;

const cache = new Map<AppLanguage, Promise<CountryOption[]>>();

async function load(language: AppLanguage): Promise<CountryOption[]> {
  const [module, locale] = await Promise.all([import('i18n-iso-countries'), localeLoaders[language]()]);
  const countries = module.default;
  countries.registerLocale(locale.default);
  const names = countries.getNames(language, { select: 'official' });
  return Object.entries(names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Every country as { value: 'DE', label: 'Germany' } in `language`, sorted by name. */
export function loadCountryOptions(language: AppLanguage): Promise<CountryOption[]> {
  let pending = cache.get(language);
  if (!pending) {
    pending = load(language).catch((error: unknown) => {
      cache.delete(language);
      throw error;
    });
    cache.set(language, pending);
  }
  return pending;
}
