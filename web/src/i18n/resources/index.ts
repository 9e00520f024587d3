import type { AppLanguage } from '../languages';
import en, { type Messages } from './en';
import es from './es';
import zh from './zh';

export type { Messages };

/** Every UI language's strings, keyed by language (for tests; the app loads them through i18n/index.ts). */
export const messages: Record<AppLanguage, Messages> = { en, zh, es };
