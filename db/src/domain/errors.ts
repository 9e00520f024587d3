// What a domain command refuses with on purpose: a stable code, a message meant for people, and the kind of
// refusal. The gateway answers it like its own errors (not_found 404, forbidden 403, conflict 409, gone 410,
// invalid 400); a worker treats it as a decision, not a crash.
import type { ApiErrorCode } from '@tradehub/contract';

export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** What existed and can no longer be used (a revoked, expired or used invitation, an expired quote). */
  gone: 410,
  /** A limit per period is used up: answered with Retry-After (`retryAfterSeconds`). */
  too_many: 429,
  /** What the command needs is briefly not there (the FX feed's rates before its first tick). */
  unavailable: 503,
} as const;
export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

/** What a refusal states besides its message: its numbers for clients that word it themselves, when to retry. */
export interface DomainErrorDetails {
  params?: Record<string, string | number>;
  /** For `too_many`: when the limit has room again (the Retry-After header). */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** One of the contract's API_ERROR_CODES (the gateway answers with it; the web says it in every language). */
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The HTTP status the gateway answers with. */
  get statusCode(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

export const domainNotFound = (message: string) => new DomainError('not_found', 'not_found', message);
export const domainForbidden = (message: string) => new DomainError('forbidden', 'forbidden', message);
