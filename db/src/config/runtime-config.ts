// The runtime contract of DESIGN.md, validated once at boot. Every server process (launcher, gateway,
// workers) reads its settings through loadConfig(); nothing else reads process.env.
// It lives in @tradehub/db because that is the one package every server process already depends on.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseAuthRateLimits, type AuthRateLimitSettings } from './auth-rate-limits.js';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ message: `must be a URL (${protocols.join(', ')})` })
      .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
        message: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
      })
      .optional(),
  );
const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/** proxy-addr's names for the reserved ranges (loopback, link-local, private networks). */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_MESSAGE =
  'must be a hop count (e.g. 1) or a comma list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/** An IP, an IP/prefix, or one of proxy-addr's range names. */
function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which peers may name the client's address (X-Forwarded-For) to the gateway. Unset: none,
 * the socket's peer is the client. `true` (every peer) is refused: any client could then pick its own
 * address and walk around the per-address rate limits.
 */
const trustProxySetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message: `must not be true (it trusts every peer, so any client could set its own address): ${TRUST_PROXY_MESSAGE}`,
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 10) return hops;
        ctx.addIssue({ code: 'custom', message: 'must be a hop count of at most 10' });
        return z.NEVER;
      }
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length > 0 && entries.every(isTrustedProxyEntry)) return entries;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }),
);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    PORT: z.preprocess(emptyToUndefined, port.default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().trim().default('127.0.0.1')),
    APP_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    DATABASE_WAIT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(100, 'must be at least 100')
        .max(600_000, 'must be at most 600000')
        .default(5_000),
    ),
    DATABASE_PREPARED_STATEMENTS: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { message: 'must be true or false' }).default('true'),
    ),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    REDIS_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_.:-]+$/, 'may contain only letters, digits and _ . : -')
        .default('tradehub'),
    ),
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('TradeHub <no-reply@tradehub.local>')),
    ADMIN_EMAILS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' }))),
    ),
    AUTH0_DOMAIN: optionalString,
    AUTH0_CLIENT_ID: optionalString,
    AUTH0_AUDIENCE: optionalString,
    AI_BASE_URL: optionalUrl(['http', 'https']),
    AI_API_KEY: optionalString,
    AI_MODEL_SMALL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
    AI_MODEL_LARGE: z.preprocess(emptyToUndefined, z.string().default('gpt-4o')),
    AI_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(100, 'must be at least 100')
        .max(120_000, 'must be at most 120000')
        .default(30_000),
    ),
    FX_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulated', 'frankfurter']).default('simulated')),
    FX_PROVIDER_URL: optionalUrl(['http', 'https']),
    FX_TICK_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(50, 'must be at least 50')
        .max(3_600_000, 'must be at most 3600000')
        .default(1000),
    ),
    UPLOAD_MAX_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of bytes' })
        .int('must be a whole number of bytes')
        .min(1024, 'must be at least 1024')
        .max(1_073_741_824, 'must be at most 1073741824')
        .default(10_485_760),
    ),
    QUEUE_LOCK_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(1000, 'must be at least 1000')
        .max(600_000, 'must be at most 600000')
        .default(30_000),
    ),
    QUEUE_STALLED_INTERVAL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(500, 'must be at least 500')
        .max(600_000, 'must be at most 600000')
        .default(30_000),
    ),
    SCHEDULING_EMBED_URL: optionalUrl(['http', 'https']),
    SANCTIONS_OFAC_SOURCE: optionalString,
    SANCTIONS_UN_SOURCE: optionalString,
    AUTH_RATE_LIMITS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx): AuthRateLimitSettings => {
          try {
            return parseAuthRateLimits(value);
          } catch (error) {
            ctx.addIssue({ code: 'custom', message: `is invalid: ${(error as Error).message}` });
            return z.NEVER;
          }
        }),
    ),
    TRUST_PROXY: trustProxySetting,
    API_DOCS: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { message: 'must be true or false' }).default('true'),
    ),
    SUPPORT_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email({ message: 'must be an e-mail address' }).default('support@tradehub.local'),
    ),
  })
  .superRefine((env, ctx) => {
    const auth0 = [env.AUTH0_DOMAIN, env.AUTH0_CLIENT_ID, env.AUTH0_AUDIENCE];
    if (auth0.some(Boolean) && !auth0.every(Boolean)) {
      for (const key of ['AUTH0_DOMAIN', 'AUTH0_CLIENT_ID', 'AUTH0_AUDIENCE'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'must be set together with the other AUTH0_ variables',
          });
      }
    }
    if (env.FX_PROVIDER === 'frankfurter' && !env.FX_PROVIDER_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['FX_PROVIDER_URL'],
        message: 'is required when FX_PROVIDER is frankfurter',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV is production',
      });
    }
    // The example in infra/deploy (CHANGE-ME-example-only-…) is public: sessions signed with it can be forged.
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET && /change-?me/i.test(env.SESSION_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'is the example value (CHANGE-ME…) and must not be used when NODE_ENV is production: generate one with openssl rand -hex 32',
      });
    }
  });

export interface RuntimeConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  port: number;
  host: string;
  appUrl: string;
  /** Absolute path. */
  dataDir: string;
  /** Unset means: the launcher serves embedded PGlite and passes its URL to the processes it starts. */
  databaseUrl: string | undefined;
  /**
   * How long a query waits for a database connection before failing (the API then answers 503). The
   * launcher raises it for embedded PGlite, which serves one connection at a time.
   */
  databaseWaitMs: number;
  /**
   * Whether the hot list reads may use named prepared statements (db/src/sql/read-rows.ts). Off for a
   * server that shares one session between connections: the launcher turns it off for embedded PGlite;
   * PgBouncer in transaction mode before 1.21 needs it off too.
   */
  databasePreparedStatements: boolean;
  /** Unset means: the launcher finds or starts a Redis and passes its URL on. */
  redisUrl: string | undefined;
  /** Every Redis key TradeHub writes (BullMQ, adapter, sessions, limits) starts with this. */
  redisPrefix: string;
  sessionSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  adminEmails: string[];
  auth0: { domain: string; clientId: string; audience: string } | undefined;
  /**
   * Any OpenAI-compatible chat-completions endpoint: POST `${baseUrl}/chat/completions`. Without baseUrl
   * the assistant says it is not configured on this server.
   */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    modelSmall: string;
    modelLarge: string;
    /** How long the workers wait for the provider before answering 'Failed to generate response…'. */
    timeoutMs: number;
  };
  fx: { provider: 'simulated' | 'frankfurter'; providerUrl: string | undefined; tickMs: number };
  /** The largest supplier document upload accepted, in bytes. */
  uploadMaxBytes: number;
  /**
   * BullMQ job locks: a worker holds its job's lock for `lockMs` (renewed while it runs); every
   * `stalledIntervalMs` the workers look for active jobs whose lock expired (their worker died) and run
   * them again. A killed worker's jobs resume after about lockMs + stalledIntervalMs.
   */
  queues: { lockMs: number; stalledIntervalMs: number };
  schedulingEmbedUrl: string | undefined;
  supportEmail: string;
  /**
   * Fastify's `trustProxy`: false (the socket's peer is the client), a hop count, or the proxies' addresses
   * and CIDRs. Only a trusted peer's X-Forwarded-For/-Proto/-Host are believed (request.ip, protocol, host).
   */
  trustProxy: false | number | string[];
  /** Whether the gateway serves the OpenAPI UI and JSON at /api/docs. */
  apiDocs: boolean;
  /** Where the daily re-import reads each sanctions list from: an http(s) URL or a file path. */
  sanctions: { ofac: string | undefined; un: string | undefined };
  /** The auth entry points' limits per client address and per account: the defaults with AUTH_RATE_LIMITS merged in. */
  authRateLimits: AuthRateLimitSettings;
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((problem) => `  ${problem.variable} ${problem.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): RuntimeConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      })),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseWaitMs: e.DATABASE_WAIT_MS,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    sessionSecret: e.SESSION_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    adminEmails: e.ADMIN_EMAILS,
    auth0:
      e.AUTH0_DOMAIN && e.AUTH0_CLIENT_ID && e.AUTH0_AUDIENCE
        ? { domain: e.AUTH0_DOMAIN, clientId: e.AUTH0_CLIENT_ID, audience: e.AUTH0_AUDIENCE }
        : undefined,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      modelSmall: e.AI_MODEL_SMALL,
      modelLarge: e.AI_MODEL_LARGE,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    fx: { provider: e.FX_PROVIDER, providerUrl: e.FX_PROVIDER_URL, tickMs: e.FX_TICK_MS },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    queues: { lockMs: e.QUEUE_LOCK_MS, stalledIntervalMs: e.QUEUE_STALLED_INTERVAL_MS },
    schedulingEmbedUrl: e.SCHEDULING_EMBED_URL,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS === 'true',
    sanctions: { ofac: e.SANCTIONS_OFAC_SOURCE, un: e.SANCTIONS_UN_SOURCE },
    authRateLimits: e.AUTH_RATE_LIMITS,
  };
}

/**
 * The gateway and the workers never start their own database or Redis, nor make up a session secret
 * (they must share one): `npm start` resolves all three and passes them on. Run on their own, they
 * need them set.
 */
export function requireSharedSettings(config: RuntimeConfig, processName: string) {
  const { databaseUrl, redisUrl, sessionSecret } = config;
  if (databaseUrl && redisUrl && sessionSecret) return { databaseUrl, redisUrl, sessionSecret };
  const missing = Object.entries({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret,
  })
    .filter(([, value]) => !value)
    .map(([variable]) => ({
      variable,
      message: `is required to run the ${processName} process on its own (npm start sets it)`,
    }));
  throw new ConfigError(missing);
}
