// Errors the API answers with on purpose: a stable code, a message meant for people, and for a 400 the
// field that is wrong (DESIGN.md convention 6). Anything else is a 500 whose details stay in the log.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (field: string, message: string) =>
  new AppError(400, 'invalid_input', message, field);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const serviceUnavailable = (message: string) => new AppError(503, 'service_unavailable', message);
