import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export interface Auth0Identity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** AUTH0_DOMAIN is a tenant host (`tenant.eu.auth0.com`) or, for a self-hosted or test issuer, an origin. */
export function auth0Origin(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
}

const USERINFO_CACHE_MS = 10 * 60 * 1000;
/** How long a sign-in waits for Auth0 (JWKS and /userinfo) before answering 503 rather than hanging. */
export const AUTH0_TIMEOUT_MS = 5_000;

/** Auth0 did not answer in time or answered with a server error: the caller answers 503, not 401. */
export class Auth0UnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'Auth0UnavailableError';
  }
}

/**
 * Verifies Auth0 access tokens (RS256, issuer, audience, expiry) against the tenant's JWKS, then reads the
 * e-mail and its verification from /userinfo (access tokens do not carry them), cached per subject.
 */
export function createAuth0Verifier({
  domain,
  audience,
  timeoutMs = AUTH0_TIMEOUT_MS,
}: {
  domain: string;
  audience: string;
  timeoutMs?: number;
}) {
  const origin = auth0Origin(domain);
  const jwks = createRemoteJWKSet(new URL(`${origin}/.well-known/jwks.json`), { timeoutDuration: timeoutMs });
  const userinfo = new Map<string, { expires: number; identity: Auth0Identity }>();

  async function readUserinfo(token: string) {
    const unavailable = (cause: unknown) =>
      new Auth0UnavailableError(`Auth0 /userinfo did not answer within ${timeoutMs} ms`, { cause });
    let response: Response;
    try {
      response = await fetch(`${origin}/userinfo`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(error);
    }
    if (response.status >= 500 || response.status === 429)
      throw new Auth0UnavailableError(`Auth0 /userinfo answered ${response.status}`);
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    try {
      return (await response.json()) as { email?: string; email_verified?: boolean; name?: string };
    } catch (error) {
      // The same signal bounds the body: a stalled body is a timeout too, a garbled one a bad answer.
      if (error instanceof DOMException && error.name === 'TimeoutError') throw unavailable(error);
      throw error;
    }
  }

  return async function verifyAccessToken(token: string): Promise<Auth0Identity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: `${origin}/`,
        audience,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout)
        throw new Auth0UnavailableError(`Auth0 JWKS did not answer within ${timeoutMs} ms`, { cause: error });
      throw error;
    }
    if (!payload.sub) throw new Error('the token has no subject');
    const cached = userinfo.get(payload.sub);
    if (cached && cached.expires > Date.now()) return cached.identity;

    const info = await readUserinfo(token);
    const identity: Auth0Identity = {
      subject: payload.sub,
      email: info.email?.trim().toLowerCase(),
      emailVerified: info.email_verified === true,
      name: info.name?.trim() || undefined,
    };
    userinfo.set(payload.sub, { expires: Date.now() + USERINFO_CACHE_MS, identity });
    return identity;
  };
}
export type Auth0Verifier = ReturnType<typeof createAuth0Verifier>;
