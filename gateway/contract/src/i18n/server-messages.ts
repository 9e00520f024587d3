// The server's catalogues, one per language: what e-mails and reports say (and, stored as keys, what
// notifications and timelines say), rendered by i18next on the server and in the browser.
import type { Language } from '../languages.js';
import { serverEn, type ServerMessages } from './server-en.js';
import { serverEs } from './server-es.js';
import { serverZh } from './server-zh.js';

export const serverMessages: Record<Language, ServerMessages> = { en: serverEn, zh: serverZh, es: serverEs };
export type { ServerMessages };
