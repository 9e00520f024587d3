import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { checkAccess, type AccessLevel } from '../auth/access-policy.js';
import { findOrCreateAuth0User } from '../auth/auth0-accounts.js';
import { Auth0UnavailableError, type Auth0Verifier } from '../auth/auth0-verifier.js';
import { readSessionToken } from '../auth/session-cookie.js';
import type { SessionStore } from '../auth/session-store.js';
import { ViewerCache } from '../auth/viewer-cache.js';
import { loadViewer, type Viewer } from '../auth/viewer.js';
import { AppError, serviceUnavailable } from '../errors/app-error.js';

export interface RouteAccessRule {
  method: string;
  url: string;
  access: AccessLevel;
  allowReadOnlyWrite: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access level: the access matrix tests walk this list. */
    routeAccessRules: RouteAccessRule[];
    /** Recently resolved sessions; drop entries when a person's standing changes. */
    viewerCache: ViewerCache;
  }
  interface FastifyContextConfig {
    /** Who may call this route; every /api route must say (enforced at start-up). */
    access?: AccessLevel;
    /** Lets the read-only demo session call this write route (e.g. sign out). */
    allowReadOnlyWrite?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in person, resolved for every non-public route. */
    viewer: Viewer | null;
  }
}

export interface AuthPluginOptions {
  sessionSecret: string;
  sessions: SessionStore;
  auth0Verifier: Auth0Verifier | undefined;
  adminEmails: string[];
}

const UNGUARDED_PREFIXES = ['/api/docs'];

/** Resolves who is asking (session cookie, or an Auth0 bearer token) and enforces each route's access level. */
export const authPlugin = fp(async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  const { sessionSecret, sessions, auth0Verifier, adminEmails } = options;
  await app.register(cookie, { secret: sessionSecret });
  app.decorateRequest('viewer', null);

  const rules: RouteAccessRule[] = [];
  app.decorate('routeAccessRules', rules);
  app.addHook('onRoute', (route) => {
    const isApi =
      route.url.startsWith('/api/') && !UNGUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    if (!isApi) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`${String(route.method)} ${route.url} declares no access level (config.access)`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      rules.push({
        method,
        url: route.url,
        access,
        allowReadOnlyWrite: route.config?.allowReadOnlyWrite === true,
      });
    }
  });

  const viewerCache = new ViewerCache();
  app.decorate('viewerCache', viewerCache);

  async function resolveUncached(request: FastifyRequest, bearer: string | null, token: string | null) {
    if (bearer) {
      let identity;
      try {
        identity = await auth0Verifier!(bearer);
      } catch (error) {
        // Auth0 slow or down says nothing about the token: 503 (try again), not 401 (sign in again).
        if (error instanceof Auth0UnavailableError) {
          request.log.warn({ err: error }, 'Auth0 unavailable');
          throw serviceUnavailable('Sign-in could not be checked right now. Please try again in a moment.');
        }
        request.log.info({ err: error }, 'bearer token refused');
        return null;
      }
      const user = await findOrCreateAuth0User(request.em, identity, {
        adminEmails,
        // Decorated after this plugin (it needs socket.io); present by the time a request arrives.
        onLinked: (userId) => app.revocation.endSessions(userId),
      });
      return loadViewer(request.em, user.id);
    }
    const session = token ? await sessions.get(token) : null;
    return session ? loadViewer(request.em, session.userId) : null;
  }

  async function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
    const authorization = request.headers.authorization;
    const bearer = auth0Verifier && authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    const token = bearer ? null : readSessionToken(request);
    if (!bearer && !token) return null;
    const key = bearer
      ? `bearer:${createHash('sha256').update(bearer).digest('base64url')}`
      : `session:${token}`;
    const cached = viewerCache.get(key);
    if (cached) return cached;
    const viewer = await resolveUncached(request, bearer, token);
    if (viewer) viewerCache.set(key, viewer);
    return viewer;
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || access === 'public') return;
    request.viewer = await resolveViewer(request);
    const viewer = request.viewer;
    const denial = checkAccess(
      access,
      viewer && { status: viewer.status, isAdmin: viewer.isAdmin, readOnly: viewer.readOnly },
      request.method,
      config.allowReadOnlyWrite === true,
    );
    if (denial) throw new AppError(denial.statusCode, denial.code, denial.message);
  });
});

/** The viewer of a route whose access level guarantees one (anything but 'public'). */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
  return request.viewer;
}
