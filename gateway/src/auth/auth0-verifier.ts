import { createRemoteJWKSet, jwtVerify } from 'jose';

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

/**
 * Verifies Auth0 access tokens (RS256, issuer, audience, expiry) against the tenant's JWKS, then reads the
 * e-mail and its verification from /userinfo (access tokens do not carry them), cached per subject.
 */
export function createAuth0Verifier({ domain, audience }: { domain: string; audience: string }) {
  const origin = auth0Origin(domain);
  const jwks = createRemoteJWKSet(new URL(`${origin}/.well-known/jwks.json`));
  const userinfo = new Map<string, { expires: number; identity: Auth0Identity }>();

  return async function verifyAccessToken(token: string): Promise<Auth0Identity> {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: `${origin}/`,
      audience,
      algorithms: ['RS256'],
    });
    if (!payload.sub) throw new Error('the token has no subject');
    const cached = userinfo.get(payload.sub);
    if (cached && cached.expires > Date.now()) return cached.identity;

    const response = await fetch(`${origin}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    const info = (await response.json()) as { email?: string; email_verified?: boolean; name?: string };
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
