// Locale-aware formatting of numbers, money, rates and dates: the contract's one set of rules
// (gateway/contract/src/format.ts), which the server also writes the reader's language with (the audit CSV).
// Every function takes a BCP 47 locale (e.g. 'en-US'); `intlLocaleFor` maps a UI language to one. The format
// module on its own, not the contract's root: that also holds the zod schemas, and zod's eval probe
// (new Function) is reported as a violation under our CSP (script-src 'self').
import { LANGUAGE_LOCALES } from '@tradehub/contract/languages';
import type { AppLanguage } from './languages';

export * from '@tradehub/contract/format';

export function intlLocaleFor(language: AppLanguage): string {
  return LANGUAGE_LOCALES[language];
}
