import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scopeAllows, type ApiScopeArea } from '@tradehub/contract/constants';
import { checkAccess, type AccessLevel } from '../auth/access-policy.js';
import type { ApiKeyCalls } from '../auth/api-key-calls.js';
import { apiKeyAreaOf, scopeLevelOf } from '../auth/api-key-scopes.js';
import { apiKeySecretOf, resolveApiKeyViewer } from '../auth/api-keys.js';
import { findOrCreateAuth0User } from '../auth/auth0-accounts.js';
import { Auth0UnavailableError, type Auth0Verifier } from '../auth/auth0-verifier.js';
import { readSessionToken } from '../auth/session-cookie.js';
import type { SessionStore } from '../auth/session-store.js';
import { ViewerCache } from '../auth/viewer-cache.js';
import { loadViewer, type Viewer } from '../auth/viewer.js';
import { actorOf } from '../auth/actor.js';
import type { Actor } from '@tradehub/db/domain';
import { AppError, serviceUnavailable } from '../errors/app-error.js';

export interface RouteAccessRule {
  method: string;
  url: string;
  access: AccessLevel;
  allowReadOnlyWrite: boolean;
  /** The API key scope area of the route (null: keys may not call it); see auth/api-key-scopes.ts. */
  apiKeyArea: ApiScopeArea | null;
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
    /** The route's API key scope area when its path does not say it (null: closed to keys). */
    apiKeyArea?: ApiScopeArea | null;
  }
  interface FastifyRequest {
    /** The signed-in person, resolved for every non-public route. */
    viewer: Viewer | null;
    /** The viewer as the domain commands' actor, set with it (read it through requireActor). */
    actor: Actor | null;
  }
}

export interface AuthPluginOptions {
  sessionSecret: string;
  sessions: SessionStore;
  auth0Verifier: Auth0Verifier | undefined;
  adminEmails: string[];
  /** API key callers' rate limit and audit (auth/api-key-calls.ts). */
  apiKeyCalls: ApiKeyCalls;
}

export const CREDENTIALS_CONFLICT = 'credentials_conflict';
export const API_KEY_NOT_ALLOWED = 'api_key_not_allowed';
export const INSUFFICIENT_SCOPE = 'insufficient_scope';

const UNGUARDED_PREFIXES = ['/api/docs'];

/** Resolves who is asking (session cookie, or an Auth0 bearer token) and enforces each route's access level. */
export const authPlugin = fp(async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  const { sessionSecret, sessions, auth0Verifier, adminEmails, apiKeyCalls } = options;
  await app.register(cookie, { secret: sessionSecret });
  app.decorateRequest('viewer', null);
  app.decorateRequest('actor', null);

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
        apiKeyArea: apiKeyAreaOf(method, route.url, route.config?.apiKeyArea),
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
    return session ? loadViewer(request.em, session.userId, session.organisationId) : null;
  }

  async function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
    const authorization = request.headers.authorization;
    // An API key (`Bearer thk_live_…`; an Auth0 token never starts so) is a machine: it carries no cookie.
    const apiKeySecret = apiKeySecretOf(authorization);
    if (apiKeySecret) {
      if (readSessionToken(request))
        throw new AppError(
          400,
          CREDENTIALS_CONFLICT,
          'A request carries either an API key or a session cookie, not both.',
        );
      return resolveApiKeyViewer(request.em, apiKeySecret, viewerCache);
    }
    const bearer = auth0Verifier && authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    const token = bearer ? null : readSessionToken(request);
    if (!bearer && !token) return null;
    const key = bearer
      ? `bearer:${createHash('sha256').update(bearer).digest('base64url')}`
      : `session:${token}`;
    return viewerCache.resolve(key, () => resolveUncached(request, bearer, token));
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || access === 'public') return;
    request.viewer = await resolveViewer(request);
    const viewer = request.viewer;
    request.actor = viewer && actorOf(viewer);
    const denial = checkAccess(
      access,
      viewer && { status: viewer.status, isAdmin: viewer.isAdmin, readOnly: viewer.readOnly },
      request.method,
      config.allowReadOnlyWrite === true,
    );
    if (denial) throw new AppError(denial.statusCode, denial.code, denial.message);
    if (viewer?.apiKey) await checkApiKeyCall(request, viewer.apiKey);
  });

  /** The key's scopes against the route's area, then its rate limit. */
  async function checkApiKeyCall(request: FastifyRequest, apiKey: NonNullable<Viewer['apiKey']>) {
    const area = apiKeyAreaOf(
      request.method,
      request.routeOptions.url ?? '',
      request.routeOptions.config.apiKeyArea,
    );
    if (!area) throw new AppError(403, API_KEY_NOT_ALLOWED, 'API keys cannot call this route.');
    const level = scopeLevelOf(request.method);
    if (!scopeAllows(apiKey.scopes, area, level))
      throw new AppError(
        403,
        INSUFFICIENT_SCOPE,
        `This API key lacks the ${area}:${level} scope this route needs.`,
        undefined,
        { scope: `${area}:${level}` },
      );
    await apiKeyCalls.consume(apiKey.id);
  }

  // Every call made with a key is audited under its name once answered (a refusal too).
  app.addHook('onResponse', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer?.apiKey) return;
    try {
      await apiKeyCalls.audit(
        request.em.fork({ clear: true }),
        viewer as Viewer & { apiKey: NonNullable<Viewer['apiKey']> },
        {
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          path: request.url.split('?')[0] ?? request.url,
          statusCode: reply.statusCode,
        },
      );
    } catch (error) {
      request.log.error({ err: error, apiKeyId: viewer.apiKey.id }, 'could not audit an API key call');
    }
  });
});

/** The viewer of a route whose access level guarantees one (anything but 'public'). */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
  return request.viewer;
}

/** Who runs the route's commands: the viewer as the domain's Actor (same guarantee as requireViewer). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
  return request.actor;
}
