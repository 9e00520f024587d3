// Names for the parts of the generated OpenAPI types (schema.d.ts) that screens need: what a route answers,
// what its query string and body take. `ApiData<'/api/payments', 'get'>` is the payments page's answer.
import type { paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;

/** The success answer's JSON (200, else 201, else nothing for 204). */
export type ApiData<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer Ok }
      ? JsonOf<Ok>
      : R extends { 201: infer Created }
        ? JsonOf<Created>
        : undefined
    : never;

/** The query string a route takes. */
export type ApiQuery<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON body a route takes. */
export type ApiBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
