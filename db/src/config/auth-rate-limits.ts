// The auth entry points' rate limits (AUTH_RATE_LIMITS): the defaults, and the parser of an operator's
// overrides. Each action is limited per client address and, where there is one, per account (the e-mail
// address): a machine trying many accounts, and many machines trying one account.

export const AUTH_RATE_LIMIT_ACTIONS = [
  'sign-in',
  'sign-up',
  'resend-verification',
  'forgot-password',
  'reset-password',
  'demo',
  'pay-link',
] as const;
export type AuthRateLimitAction = (typeof AUTH_RATE_LIMIT_ACTIONS)[number];

/** At most `points` attempts per `seconds`. */
export interface RateLimitWindow {
  points: number;
  seconds: number;
}

/** `perAccount` is null for actions that name no account (the demo entry, a reset link's token). */
export interface AuthRateLimit {
  perIp: RateLimitWindow;
  perAccount: RateLimitWindow | null;
}

export type AuthRateLimitSettings = Record<AuthRateLimitAction, AuthRateLimit>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimitSettings = {
  'sign-in': {
    perIp: { points: 30, seconds: 15 * MINUTE },
    perAccount: { points: 10, seconds: 15 * MINUTE },
  },
  'sign-up': { perIp: { points: 10, seconds: HOUR }, perAccount: { points: 5, seconds: HOUR } },
  'resend-verification': {
    perIp: { points: 10, seconds: HOUR },
    perAccount: { points: 3, seconds: 15 * MINUTE },
  },
  'forgot-password': { perIp: { points: 10, seconds: HOUR }, perAccount: { points: 3, seconds: HOUR } },
  'reset-password': { perIp: { points: 20, seconds: HOUR }, perAccount: null },
  demo: { perIp: { points: 20, seconds: HOUR }, perAccount: null },
  /** A payment request's public share page (GET /api/payment-requests/by-reference/:reference). */
  'pay-link': { perIp: { points: 120, seconds: 15 * MINUTE }, perAccount: null },
};

const UNIT_SECONDS = { s: 1, m: MINUTE, h: HOUR, d: 24 * HOUR } as const;
const MAX_POINTS = 1_000_000;
const MAX_SECONDS = 30 * 24 * HOUR;

export const AUTH_RATE_LIMITS_FORMAT =
  'action=perIp[:perAccount], comma-separated, each limit points/duration (s, m, h or d), e.g. sign-in=30/15m:10/15m,demo=20/1h';

/** `30/15m` → 30 attempts per 900 seconds. */
function parseWindow(text: string, where: string): RateLimitWindow {
  const match = /^(\d+)\/(\d+)([smhd])$/u.exec(text);
  if (!match) throw new Error(`${where}: '${text}' is not points/duration like 30/15m`);
  const points = Number(match[1]);
  const seconds = Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS];
  if (points < 1 || points > MAX_POINTS)
    throw new Error(`${where}: points must be between 1 and ${MAX_POINTS}`);
  if (seconds < 1 || seconds > MAX_SECONDS)
    throw new Error(`${where}: the duration must be between 1s and 30d`);
  return { points, seconds };
}

const isAction = (value: string): value is AuthRateLimitAction =>
  (AUTH_RATE_LIMIT_ACTIONS as readonly string[]).includes(value);

/**
 * The defaults with the overrides of `value` merged in, e.g. `sign-in=50/15m:10/15m,demo=40/1h`. Either
 * limit may be left empty to keep its default (`sign-in=:20/15m` changes only the per-account one).
 * Throws an Error saying what is wrong (the config loader puts the variable's name before it).
 */
export function parseAuthRateLimits(value: string | undefined): AuthRateLimitSettings {
  const limits: AuthRateLimitSettings = structuredClone(DEFAULT_AUTH_RATE_LIMITS);
  if (value === undefined || value.trim() === '') return limits;
  const seen = new Set<string>();
  for (const rawEntry of value.split(',')) {
    const entry = rawEntry.trim();
    if (entry === '') continue;
    const equals = entry.indexOf('=');
    if (equals < 0) throw new Error(`'${entry}' has no '=': expected ${AUTH_RATE_LIMITS_FORMAT}`);
    const action = entry.slice(0, equals).trim();
    if (!isAction(action)) {
      throw new Error(`'${action}' is not an action (one of ${AUTH_RATE_LIMIT_ACTIONS.join(', ')})`);
    }
    if (seen.has(action)) throw new Error(`'${action}' is given twice`);
    seen.add(action);
    const parts = entry
      .slice(equals + 1)
      .split(':')
      .map((part) => part.trim());
    if (parts.length > 2) throw new Error(`${action}: expected perIp[:perAccount], got '${entry}'`);
    const [perIp = '', perAccount = ''] = parts;
    if (perIp === '' && perAccount === '') throw new Error(`${action}: no limit given`);
    if (perIp !== '') limits[action].perIp = parseWindow(perIp, `${action} per IP`);
    if (perAccount !== '') {
      if (limits[action].perAccount === null) {
        throw new Error(`${action} is limited per IP only: give one limit, e.g. ${action}=20/1h`);
      }
      limits[action].perAccount = parseWindow(perAccount, `${action} per account`);
    }
  }
  return limits;
}

/** `30/15m`: a window in the settings' format, in the largest unit that divides it. */
function formatWindow({ points, seconds }: RateLimitWindow): string {
  const [unit, size] = (Object.entries(UNIT_SECONDS) as [string, number][])
    .reverse()
    .find(([, unitSeconds]) => seconds % unitSeconds === 0) ?? ['s', 1];
  return `${points}/${seconds / size}${unit}`;
}

/** The settings back in AUTH_RATE_LIMITS' format (for the documentation and the log). */
export function formatAuthRateLimits(limits: AuthRateLimitSettings): string {
  return AUTH_RATE_LIMIT_ACTIONS.map((action) => {
    const { perIp, perAccount } = limits[action];
    return `${action}=${formatWindow(perIp)}${perAccount ? `:${formatWindow(perAccount)}` : ''}`;
  }).join(',');
}

/**
 * Team invitations (INVITE_RATE_LIMITS): per organisation (however many of its members invite) and per
 * person inviting. Each invitation is an e-mail sent in TradeHub's name to an address the inviter chose.
 */
export interface InviteRateLimits {
  perOrganisation: RateLimitWindow;
  perPerson: RateLimitWindow;
}

export const DEFAULT_INVITE_RATE_LIMITS: InviteRateLimits = {
  perOrganisation: { points: 20, seconds: HOUR },
  perPerson: { points: 10, seconds: HOUR },
};

export const INVITE_RATE_LIMITS_FORMAT =
  'perOrganisation[:perPerson], each points/duration (s, m, h or d), e.g. 20/1h:10/1h';

/** The limits back in INVITE_RATE_LIMITS' format (for the documentation). */
export function formatInviteRateLimits(limits: InviteRateLimits): string {
  return `${formatWindow(limits.perOrganisation)}:${formatWindow(limits.perPerson)}`;
}

/** `40/1h:15/1h` (either part may be left empty to keep its default); throws an Error saying what is wrong. */
export function parseInviteRateLimits(value: string | undefined): InviteRateLimits {
  const limits: InviteRateLimits = structuredClone(DEFAULT_INVITE_RATE_LIMITS);
  if (value === undefined || value.trim() === '') return limits;
  const parts = value.split(':').map((part) => part.trim());
  if (parts.length > 2) throw new Error(`expected ${INVITE_RATE_LIMITS_FORMAT}, got '${value.trim()}'`);
  const [perOrganisation = '', perPerson = ''] = parts;
  if (perOrganisation === '' && perPerson === '') throw new Error('no limit given');
  if (perOrganisation !== '') limits.perOrganisation = parseWindow(perOrganisation, 'per organisation');
  if (perPerson !== '') limits.perPerson = parseWindow(perPerson, 'per person');
  return limits;
}
