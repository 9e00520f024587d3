import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auth0Origin } from '../auth/auth0-verifier.js';

export interface SecurityHeadersOptions {
  appUrl: string;
  /** SCHEDULING_EMBED_URL: the booking widget is an iframe of it (web/src/components/scheduling). */
  schedulingEmbedUrl: string | undefined;
  /** AUTH0_DOMAIN: the SDK calls the tenant (token endpoint) and frames it (silent sign-in). */
  auth0Domain: string | undefined;
}

const HSTS = 'max-age=31536000; includeSubDomains';
/** A Host header we may copy into the policy: a host name or IP literal and a port, nothing else. */
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The socket's own endpoint, spelt out: CSP Level 3 lets 'self' match ws:/wss: on the same host, older
 * browsers (Safari before 15.4) do not. The Host header is copied only when it cannot carry a directive.
 */
function socketSources(host: string | undefined): string {
  return host && SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/** How many Host values keep their own ready-made headers (one or two in practice: the app's address). */
const HOSTS_REMEMBERED = 64;

/**
 * Security headers on every response (API, the web app, /api/docs, 404s) through helmet. The
 * Content-Security-Policy is the one the built web app runs under without violations
 * (web/test/browser/security-headers.test.ts):
 * - script-src 'self': the Vite build has no inline script (index.html only references /assets).
 * - style-src 'unsafe-inline': antd's CSS-in-JS writes <style> elements at runtime, and antd and echarts
 *   set style="" attributes, which a nonce cannot allow (nonces cover elements, not attributes); a nonce
 *   would also make index.html a per-request page instead of a cached, pre-compressed file. Styles
 *   cannot run script; the rest of the policy still stops injected script and framing.
 * - img-src data: (antd's icons and empty states); connect-src the socket (ws:/wss: of this host).
 * - frame-src the booking widget and Auth0 when configured; frame-ancestors 'none' (no clickjacking).
 * Strict-Transport-Security only when served over https: APP_URL is https, or the request came over
 * https (directly, or per a trusted proxy's X-Forwarded-Proto, see TRUST_PROXY).
 */
export const securityHeadersPlugin = fp(async function securityHeaders(
  app: FastifyInstance,
  { appUrl, schedulingEmbedUrl, auth0Domain }: SecurityHeadersOptions,
) {
  const servedOverHttps = appUrl.startsWith('https:');
  const auth0 = auth0Domain ? [auth0Origin(auth0Domain)] : [];
  const scheduling = schedulingEmbedUrl ? [new URL(schedulingEmbedUrl).origin] : [];

  // helmet's middleware per Host value, built on first sight, its policy then a plain string, which helmet
  // sets without re-evaluating it. @fastify/helmet built the middleware again for every request, and a
  // policy with a per-request directive is re-validated on every request: together about 7 % of the
  // gateway's CPU under bench:api's dashboard load.
  const headersFor = (host: string | undefined) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", socketSources(host), ...auth0],
          'frame-src': ["'self'", ...scheduling, ...auth0],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'object-src': ["'none'"],
          ...(servedOverHttps ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      // HSTS is decided per request below; helmet's would be sent over plain http too.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
  const byHost = new Map<string, ReturnType<typeof helmet>>();
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host ?? '';
    let setSecurityHeaders = byHost.get(host);
    if (!setSecurityHeaders) {
      // A client making up Host values only ever costs what building the headers per request used to.
      if (byHost.size >= HOSTS_REMEMBERED) byHost.clear();
      setSecurityHeaders = headersFor(host);
      byHost.set(host, setSecurityHeaders);
    }
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
