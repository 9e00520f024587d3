import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiErrorCode, type ApiError, type ApiErrorCode } from '@tradehub/contract';
import { DomainError } from '@tradehub/db/domain';
import { RateLimitedError } from '../auth/rate-limits.js';
import { AppError } from '../errors/app-error.js';
import { INVALID_VALUE_MESSAGE, isClientDataError } from './client-data-errors.js';
import { unavailableService, type Unavailable } from './unavailable-errors.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** `body.email` from the validation context and the JSON pointer of the failing value. */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body') return path || 'body';
  return path ? `${context ?? 'request'}.${path}` : (context ?? 'request');
}

/** What a client is told while PostgreSQL or Redis is away; it recovers by itself, so: try again soon. */
const UNAVAILABLE: Record<Unavailable, { code: ApiErrorCode; message: string }> = {
  database: {
    code: 'database_unavailable',
    message: 'The database is unavailable at the moment. Please try again in a few seconds.',
  },
  redis: {
    code: 'service_unavailable',
    message: 'TradeHub is briefly unavailable. Please try again in a few seconds.',
  },
};
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const body = (error: ApiError['error'] & { code: ApiErrorCode }): ApiError => ({ error });

/**
 * A Fastify 4xx's code as declared in API_ERROR_CODES: its own body refusals (fst_err_ctp_…) as they are, a
 * 429 as rate_limited, anything else bad_request (its message still says what).
 */
function fastifyCode(error: FastifyError, statusCode: number): ApiErrorCode {
  const code = (error.code ?? '').toLowerCase();
  if (isApiErrorCode(code)) return code;
  return statusCode === 429 ? 'rate_limited' : 'bad_request';
}

export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldName(error.validationContext, first?.instancePath ?? '');
      const message = `${field}: ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send(body({ code: 'invalid_input', message, field }));
    }
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof DomainError && error.details.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.details.retryAfterSeconds));
    // A domain command's refusal (@tradehub/db/domain) is answered like the gateway's own.
    if (error instanceof AppError || error instanceof DomainError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const params = error instanceof DomainError ? error.details.params : error.params;
      return reply
        .status(error.statusCode)
        .send(body({ code: error.code, message: error.message, field: error.field, params }));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) carry safe messages.
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply
        .status(statusCode)
        .send(body({ code: fastifyCode(error, statusCode), message: error.message }));
    }
    if (isClientDataError(error)) {
      // A value a route should have refused before querying: a 400 for the client, a warning for us.
      request.log.warn({ err: error }, 'a client value reached the database unvalidated');
      return reply.status(400).send(body({ code: 'invalid_input', message: INVALID_VALUE_MESSAGE }));
    }
    const unavailable = unavailableService(error);
    if (unavailable) {
      // An outage, not a bug: logged without alarm, answered 503 so clients and load balancers retry.
      request.log.warn({ err: error }, `${unavailable} unavailable`);
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(body(UNAVAILABLE[unavailable]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body({ code: 'internal_error', message: INTERNAL_MESSAGE }));
  });
});
