// The set-up shared by the integration tests that run the built gateway and workers as separate processes
// (faults-postgres, faults-redis, faults-shutdown, realtime-multi-instance, ai-limit-multi-instance,
// redis-cluster; the environment and gateway parts also by browser-stack.ts): one member who can sign in on
// a seeded database (a copy of the run's template), the environment those processes read, a gateway on a port
// of its own (or two and the workers, as deployed), and that member's session cookie. It lives here so those tests differ only in what
// they prove (a proxy in front of PostgreSQL, a Redis of their own, a fake AI provider, two gateways…).
import { createOrmConfig, initOrm } from '@tradehub/db';
import { hashPassword } from '../../gateway/src/auth/password.js';
import { buildApprovedMember } from './factories.js';
import { freePort } from './product-process.js';
import { startStackProcess, waitForHttp, type StackProcess } from './stack-processes.js';

/** The password of every member seedMember creates. */
export const MEMBER_PASSWORD = 'secret-password';

export interface SeededMember {
  email: string;
  password: string;
  userId: string;
}

/**
 * Adds to the seeded database at `databaseUrl` (createPreparedDatabase(…, 'seeded')) an approved member with
 * `email` (in an organisation named `businessName`) whose password is MEMBER_PASSWORD.
 */
export async function seedMember(
  databaseUrl: string,
  member: { email: string; businessName?: string },
): Promise<SeededMember> {
  const orm = await initOrm(createOrmConfig({ clientUrl: databaseUrl }));
  try {
    const em = orm.em.fork();
    const { user } = buildApprovedMember(em, {
      ...member,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
    });
    await em.flush();
    return { email: member.email, password: MEMBER_PASSWORD, userId: user.id };
  } finally {
    await orm.close();
  }
}

/**
 * The environment of a gateway or workers process over `databaseUrl` and `redis` (URL and key prefix),
 * with a session secret of the test's own (from `label`) and `extra` on top. startGateway adds PORT.
 */
export function processEnv(
  label: string,
  stores: { databaseUrl: string; redis: { url: string; prefix: string } },
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: stores.databaseUrl,
    REDIS_URL: stores.redis.url,
    REDIS_PREFIX: stores.redis.prefix,
    SESSION_SECRET: `${label}-secret-of-at-least-32-characters`,
    ...extra,
  };
}

export interface GatewayProcess extends StackProcess {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Resolves once /ready answers 200; fails with the process's output after `timeoutMs`. */
  ready(timeoutMs: number): Promise<void>;
}

/**
 * Starts a built gateway process with `env` on `port` (a free one when not given, e.g. the same port
 * again for a restart). Does not wait for it: call ready().
 */
export async function startGateway(env: Record<string, string>, port?: number): Promise<GatewayProcess> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const gateway = startStackProcess('gateway', { ...env, PORT: String(listenOn) });
  return {
    ...gateway,
    port: listenOn,
    url,
    ready: (timeoutMs) => waitForHttp(`${url}/ready`, timeoutMs, gateway),
  };
}

/**
 * Signs `member` in through `POST /api/auth/sign-in` on the gateway at `baseUrl` and returns the session
 * cookie as a `name=value` pair, ready for a `cookie` header. Fails unless the answer is 200 with a cookie.
 */
export async function signInCookie(baseUrl: string, member: SeededMember): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${member.email} answered ${response.status}: ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.includes('=')) throw new Error(`sign-in as ${member.email} answered without a session cookie`);
  return cookie;
}

export interface TwoGatewayStack {
  /** http://127.0.0.1:<port> of gateway A and of gateway B. */
  urls: [string, string];
  /** Both gateways and the workers, e.g. for their output(). */
  processes: StackProcess[];
  /** Stops the three processes. */
  stop(): Promise<void>;
}

/**
 * Two gateway processes and a workers process over one environment (one PostgreSQL, one Redis), as in
 * production, both gateways ready within `readyTimeoutMs`. When one is not, it stops all three and fails.
 */
export async function startTwoGateways(
  env: Record<string, string>,
  readyTimeoutMs = 30_000,
): Promise<TwoGatewayStack> {
  const gateways = [await startGateway(env), await startGateway(env)] as const;
  const processes: StackProcess[] = [...gateways, startStackProcess('workers', env)];
  const stop = async () => {
    await Promise.all(processes.map((process) => process.stop()));
  };
  try {
    await Promise.all(gateways.map((gateway) => gateway.ready(readyTimeoutMs)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: [gateways[0].url, gateways[1].url], processes, stop };
}
