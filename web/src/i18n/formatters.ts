// The formatters of ./format bound to one UI language's locale (the contract's localeFormatters): what
// useFormat gives components, and what code outside React (tests, text builders) uses for a language.
import { localeFormatters } from '@tradehub/contract/format';
import type { AppLanguage } from './languages';

export const formattersFor = (language: AppLanguage) => localeFormatters(language);
