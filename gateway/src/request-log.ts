// What the gateway logs of each request. Link tokens travel in URLs (?token=… of the e-mail verification
// link, the reset page and the invitation preview; /invite/<token>): a request log line must not keep one
// (issue 24 item 8), so they are replaced before anything is written, in every environment.
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** The URL with every `token` query value and an /invite/<token> path segment replaced. */
export function redactLinkTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, `$1${REDACTED}`).replace(/^(\/invite\/)[^?#]+/, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the URL's link tokens redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLinkTokens(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
