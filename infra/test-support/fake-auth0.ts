import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeAuth0User {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * An Auth0 tenant on loopback speaking the parts of the real protocol the gateway uses: the JWKS at
 * /.well-known/jwks.json and /userinfo. It signs RS256 access tokens with a key made for the test run.
 */
export async function startFakeAuth0(audience: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const users = new Map<string, FakeAuth0User>();
  const tokens = new Map<string, string>();
  let userinfoCalls = 0;
  /** Delays (ms) for the next /userinfo answers, one per call: an Auth0 that is slow for a while. */
  const userinfoDelays: number[] = [];

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/jwks.json') return send(200, { keys: [jwk] });
    if (request.url === '/userinfo') {
      userinfoCalls += 1;
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const user = users.get(tokens.get(token) ?? '');
      const answer = () => (user ? send(200, user) : send(401, { error: 'invalid_token' }));
      const delay = userinfoDelays.shift();
      if (delay === undefined) return answer();
      const timer = setTimeout(answer, delay);
      // The caller gave up: nothing to answer, and close() need not wait for the delay.
      response.once('close', () => clearTimeout(timer));
      return;
    }
    return send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    get userinfoCalls() {
      return userinfoCalls;
    },
    /** The next /userinfo call answers only after `ms` (the following ones at once again). */
    slowUserinfoOnce(ms: number) {
      userinfoDelays.push(ms);
    },
    /** An access token for `user`; `overrides` bends one claim (issuer, audience, expiry) to test refusals. */
    async tokenFor(
      user: FakeAuth0User,
      overrides: { issuer?: string; audience?: string; expiresIn?: string | number; key?: CryptoKey } = {},
    ) {
      users.set(user.sub, user);
      const token = await new SignJWT({ scope: 'openid profile email' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(user.sub)
        .setIssuer(overrides.issuer ?? `${origin}/`)
        .setAudience(overrides.audience ?? audience)
        .setIssuedAt()
        .setExpirationTime(overrides.expiresIn ?? '10m')
        .sign(overrides.key ?? privateKey);
      tokens.set(token, user.sub);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
