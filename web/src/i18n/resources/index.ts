import type { AppLanguage } from '../languages';
import en, { type Messages } from './en';
import es from './es';
import zh from './zh';

export type { Messages };

/** Every UI language's strings, keyed by language. They are small, so all ship in the first bundle. */
export const messages: Record<AppLanguage, Messages> = { en, zh, es };
