// Items as the API lists them, with valid defaults, for the tests of the web's cache updates and lists: a test
// passes only what its assertions are about.
import type { RateAlert, Report } from '@tradehub/contract';

/** A queued 7-day risk report by Ana, created at second `id` of 2025-11-21 10:00 (ids '0'–'9' sort by age). */
export const reportItem = (id: string, overrides: Partial<Report> = {}): Report => ({
  id,
  kind: 'risk',
  status: 'queued',
  progress: 0,
  range: '7d',
  language: 'en',
  error: null,
  createdAt: `2025-11-21T10:00:0${id}.000Z`,
  completedAt: null,
  createdBy: { id: 'u1', name: 'Ana' },
  files: null,
  ...overrides,
});

/** A USD/EUR alert above 0.93 in `status`, set at 11:00; a fired one fired at 0.9312 at 12:00. */
export const rateAlertItem = (
  id: string,
  status: RateAlert['status'],
  overrides: Partial<RateAlert> = {},
): RateAlert => ({
  id,
  base: 'USD',
  quote: 'EUR',
  kind: 'above',
  threshold: 0.93,
  windowMinutes: null,
  status,
  firedAt: status === 'fired' ? '2025-11-21T12:00:00.000Z' : null,
  firedRate: status === 'fired' ? 0.9312 : null,
  createdAt: '2025-11-21T11:00:00.000Z',
  updatedAt: status === 'fired' ? '2025-11-21T12:00:00.000Z' : '2025-11-21T11:00:00.000Z',
  ...overrides,
});
