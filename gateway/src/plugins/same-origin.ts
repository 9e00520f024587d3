import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeySecretOf } from '../auth/api-keys.js';
import { AppError } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads a multipart/form-data body (an upload); every other route refuses one with 415. */
    multipart?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a browser sends on a same-origin request, or one the person started (address bar, bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
/**
 * The body types an HTML form (or a "simple" cross-origin fetch) can send without a CORS preflight. The
 * JSON routes never read them; refusing them closes the form-post route to cross-site request forgery
 * even in a browser that sends neither Origin nor Sec-Fetch-Site.
 */
const FORM_BODY_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain'];

export const CROSS_SITE_REQUEST = 'cross_site_request';

/** `scheme://host[:port]` of a URL, or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether an Origin header names this app: APP_URL's origin, or the origin the request was addressed to
 * (its scheme and Host, which also covers the Vite dev proxy, which keeps the browser's Host). Origin
 * `null` (sandboxed frames, file: pages, some redirects) is never ours.
 */
export function isOwnOrigin(
  origin: string,
  appOrigin: string | undefined,
  requestOrigins: string[],
): boolean {
  const normalised = originOf(origin);
  if (!normalised) return false;
  return normalised === appOrigin || requestOrigins.some((candidate) => originOf(candidate) === normalised);
}

/** A header's value for a message: at most 100 characters of it. */
const quoted = (value: string | string[]) => String(value).slice(0, 100);

/** Why a browser request is refused as cross-site, or undefined when it is not. */
export function crossSiteReason(
  headers: { origin?: string | string[]; 'sec-fetch-site'?: string | string[] },
  appOrigin: string | undefined,
  requestOrigins: string[],
): string | undefined {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined && !(typeof fetchSite === 'string' && OWN_FETCH_SITES.has(fetchSite))) {
    return `Cross-site requests cannot change anything (Sec-Fetch-Site: ${quoted(fetchSite)}).`;
  }
  const origin = headers.origin;
  if (
    origin !== undefined &&
    !(typeof origin === 'string' && isOwnOrigin(origin, appOrigin, requestOrigins))
  ) {
    return `Cross-site requests cannot change anything (Origin ${quoted(origin)} is not this app).`;
  }
  return undefined;
}

function mediaType(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  return header?.split(';')[0]?.trim().toLowerCase();
}

/**
 * Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) that a browser says
 * comes from another site (Sec-Fetch-Site) or another origin (Origin) is refused with 403 before any
 * handler runs; requests with neither header (curl, server-to-server) pass, as a browser always sends
 * one of them on a cross-origin POST. Form-like bodies are refused with 415 except multipart on the
 * upload routes. The session cookie is SameSite=Lax besides.
 */
export const sameOriginPlugin = fp(async function sameOrigin(
  app: FastifyInstance,
  { appUrl }: { appUrl: string },
) {
  const appOrigin = originOf(appUrl);

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    // An API key call carries no cookie a foreign page could ride on (a browser cannot add an Authorization
    // header cross-site without a CORS preflight, which this app never grants), so forgery does not apply.
    // With a cookie besides, the auth hook refuses it (credentials_conflict).
    const keyCall = apiKeySecretOf(request.headers.authorization) !== null && !request.headers.cookie;
    const reason = keyCall
      ? undefined
      : crossSiteReason(request.headers, appOrigin, [`${request.protocol}://${request.host}`]);
    if (reason) throw new AppError(403, CROSS_SITE_REQUEST, reason);

    const type = mediaType(request);
    if (!type || !FORM_BODY_TYPES.includes(type)) return;
    const isUploadRoute = request.routeOptions.config.multipart === true;
    if (isUploadRoute && type === 'multipart/form-data') return;
    throw new AppError(
      415,
      'unsupported_media_type',
      isUploadRoute
        ? `This route accepts multipart/form-data only, not ${type}.`
        : `This route accepts application/json only, not ${type}.`,
    );
  });
});
