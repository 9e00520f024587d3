import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Many clients (k6's `http.post(url, null, { headers })`, fetch wrappers, SDKs) send
 * `content-type: application/json` on every request, body or not. Fastify's own parser answers 400
 * `fst_err_ctp_empty_json_body` to an empty one, so a POST that takes no body (open a demo session, sign
 * out) failed for them. An empty body is read as no body: a route that needs one still gets a 400 naming
 * it from its schema. Anything else goes through Fastify's own parser, with its prototype-poisoning
 * protection ('error' for `__proto__` and `constructor.prototype`).
 */
export const emptyJsonBodyPlugin = fp(async function emptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': always a string here.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
