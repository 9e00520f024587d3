import { DomainError } from '../errors.js';

/*
 * Value dates, in UTC calendar days (the sandbox rail has no holiday calendar, so business days are
 * Monday to Friday):
 * - spot: today, or one of the next two business days (T+0 … T+2);
 * - forward: from 3 calendar days ahead up to one year ahead (the same day next year), inclusive.
 */
export const FORWARD_MIN_DAYS = 3;

export const DAY_MS = 24 * 60 * 60 * 1000;

const invalidValueDate = (message: string) =>
  new DomainError('invalid', 'invalid_input', message, 'valueDate');

export function utcToday(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const isBusinessDay = (date: Date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6;

/** Today and the next two business days: the spot value dates on offer. */
export function spotValueDates(now: Date): string[] {
  const today = utcToday(now);
  const dates = [isoDay(today)];
  let cursor = today;
  while (dates.length < 3) {
    cursor = new Date(cursor.getTime() + DAY_MS);
    if (isBusinessDay(cursor)) dates.push(isoDay(cursor));
  }
  return dates;
}

/** The first and last forward value dates on offer. */
export function forwardValueDateRange(now: Date): { first: string; last: string } {
  const today = utcToday(now);
  const last = new Date(today);
  last.setUTCFullYear(last.getUTCFullYear() + 1);
  return { first: isoDay(new Date(today.getTime() + FORWARD_MIN_DAYS * DAY_MS)), last: isoDay(last) };
}

/** Calendar days from today (UTC) to `valueDate`. */
export function daysUntil(valueDate: string, now: Date): number {
  return Math.round((Date.parse(`${valueDate}T00:00:00.000Z`) - utcToday(now).getTime()) / DAY_MS);
}

/** Checks `valueDate` (YYYY-MM-DD) against the rules above; a 400 on `valueDate` otherwise. */
export function checkValueDate(kind: 'spot' | 'forward', valueDate: string, now: Date): void {
  if (kind === 'spot') {
    const allowed = spotValueDates(now);
    if (!allowed.includes(valueDate)) {
      throw invalidValueDate(`valueDate: a spot trade settles on ${allowed.join(', ')}.`);
    }
    return;
  }
  const { first, last } = forwardValueDateRange(now);
  // ISO dates compare as strings.
  if (valueDate < first || valueDate > last) {
    throw invalidValueDate(`valueDate: a forward settles between ${first} and ${last}.`);
  }
}

/** `day` (YYYY-MM-DD) moved into the forward window of `now`: the nearest value date a forward may take. */
export function clampToForwardWindow(day: string, now: Date): string {
  const { first, last } = forwardValueDateRange(now);
  return day < first ? first : day > last ? last : day;
}
