// Dates and times as the exported files and the mails write them, in the reader's language, always in UTC
// (a report or a mail is read anywhere; its times say their zone).
import type { ServerTranslator } from './server-i18n.js';

/** "21 Nov 2026, 14:05 UTC" (en; "2026年11月21日 14:05 UTC" in zh, "21 nov 2026, 14:05 UTC" in es). */
export function formatDateTimeUtc(value: string | Date, tr: Pick<ServerTranslator, 'language'>): string {
  const date = new Date(value);
  const text = new Intl.DateTimeFormat(dateLocale(tr), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

/** "21 Nov 2026". */
export function formatDateUtc(value: string | Date, tr: Pick<ServerTranslator, 'language'>): string {
  return new Intl.DateTimeFormat(dateLocale(tr), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value));
}

/** Dates day first in English as the report always wrote them (en-GB), the language's own way otherwise. */
const dateLocale = (tr: Pick<ServerTranslator, 'language'>) =>
  tr.language === 'en' ? 'en-GB' : tr.language === 'zh' ? 'zh-CN' : 'es-ES';
