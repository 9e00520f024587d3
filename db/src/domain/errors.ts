// What a domain command refuses with on purpose: a stable code, a message meant for people, and the kind of
// refusal. The gateway answers it like its own errors (not_found 404, forbidden 403, conflict 409, gone 410,
// invalid 400); a worker treats it as a decision, not a crash.
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** What existed and can no longer be used (a revoked, expired or used invitation, an expired quote). */
  gone: 410,
} as const;
export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly field?: string,
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
