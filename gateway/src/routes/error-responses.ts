import { apiErrorSchema } from '@tradehub/contract';

/** The error statuses a route may declare: each answers the contract's `{ error: { code, message } }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

/**
 * The error part of a route's `response` schema, e.g. `{ 200: itemSchema, ...errorResponses(400, 401, 404) }`:
 * every listed status answers apiErrorSchema. One helper, so no route file keeps its own copy of the map.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };
}
