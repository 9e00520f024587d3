// Errors the API answers with on purpose: a stable code, a message meant for people, and for a 400 the
// field that is wrong (DESIGN.md convention 6). Anything else is a 500 whose details stay in the log.
// The code is one of the contract's API_ERROR_CODES, each of which the web says in every language.
import type { ApiErrorCode } from '@tradehub/contract';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    /** The numbers the message states, for clients that word it themselves (the API error's `params`). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (field: string, message: string) =>
  new AppError(400, 'invalid_input', message, field);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const serviceUnavailable = (message: string) => new AppError(503, 'service_unavailable', message);
