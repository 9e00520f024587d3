// The runtime contract of DESIGN.md, validated once at boot. Every server process (launcher, gateway,
// workers) reads its settings through loadConfig(); nothing else reads process.env.
// It lives in @tradehub/db because that is the one package every server process already depends on.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  parseAuthRateLimits,
  parseInviteRateLimits,
  type AuthRateLimitSettings,
  type InviteRateLimits,
} from './auth-rate-limits.js';
import { TRACING_INSTRUMENTATIONS, type TracingInstrumentation } from '../telemetry/instrumentation-names.js';

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
/** A setting read by a parser of its own (unset: the parser's defaults); what the parser refuses names the setting. */
const parsedBy = <T>(parse: (value: string | undefined) => T) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx): T => {
        try {
          return parse(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `is invalid: ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
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

/** `host:port` of one Redis Cluster node (IPv6 in brackets: `[::1]:7000`). */
const CLUSTER_NODE = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):(\d{1,5})$/;

export interface RedisNode {
  host: string;
  port: number;
}

/** `h1:p1,h2:p2` into nodes; undefined when an entry is not `host:port`. */
function parseClusterNodes(list: string): RedisNode[] | undefined {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const nodes: RedisNode[] = [];
  for (const entry of entries) {
    const match = CLUSTER_NODE.exec(entry);
    const port = Number(match?.[2]);
    if (!match || !(port >= 1 && port <= 65535)) return undefined;
    nodes.push({ host: match[1]!.replace(/^\[|\]$/g, ''), port });
  }
  return nodes.length > 0 ? nodes : undefined;
}

const CLUSTER_URL_PREFIX = 'redis+cluster://';
const CLUSTER_NODES_MESSAGE =
  'must be a comma list of host:port cluster nodes, e.g. 10.0.0.1:7000,10.0.0.2:7000';

/** The one way a Redis Cluster travels between processes (REDIS_URL of the gateway and the workers). */
export function redisClusterUrl(nodes: readonly RedisNode[]): string {
  const hostPort = ({ host, port }: RedisNode) => `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return `${CLUSTER_URL_PREFIX}${nodes.map(hostPort).join(',')}`;
}

/** The nodes of a `redis+cluster://h1:p1,h2:p2` URL; undefined for any other URL. */
export function redisClusterNodes(url: string): RedisNode[] | undefined {
  if (!url.startsWith(CLUSTER_URL_PREFIX)) return undefined;
  return parseClusterNodes(url.slice(CLUSTER_URL_PREFIX.length).replace(/\/.*$/, ''));
}

/** REDIS_URL: `redis://`, `rediss://`, or `redis+cluster://h1:p1,h2:p2` (a Redis Cluster). */
const redisUrlSetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      if (value.startsWith(CLUSTER_URL_PREFIX)) {
        if (!redisClusterNodes(value)) ctx.addIssue({ code: 'custom', message: CLUSTER_NODES_MESSAGE });
        return;
      }
      if (!/^rediss?:\/\//.test(value) || !URL.canParse(value))
        ctx.addIssue({
          code: 'custom',
          message: 'must be a URL (redis, rediss), or redis+cluster://host:port,host:port for a cluster',
        });
    }),
);

/** A comma list turned into its trimmed, non-empty entries. */
const commaList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
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
    REDIS_URL: redisUrlSetting,
    REDIS_CLUSTER_NODES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          if (value === undefined) return undefined;
          const nodes = parseClusterNodes(value);
          if (nodes) return nodes;
          ctx.addIssue({ code: 'custom', message: CLUSTER_NODES_MESSAGE });
          return z.NEVER;
        }),
    ),
    DATABASE_REPLICA_URLS: commaList.pipe(
      z.array(
        z
          .url({ message: 'must be a comma list of postgres:// URLs' })
          .refine((value) => /^postgres(ql)?:\/\//.test(value), {
            message: 'must be a comma list of postgres:// URLs',
          }),
      ),
    ),
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .min(16, 'must be at least 16 characters (generate one with openssl rand -hex 24)')
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
        .optional(),
    ),
    METRICS_PORT: z.preprocess(emptyToUndefined, port.optional()),
    WORKERS_METRICS_PORT: z.preprocess(emptyToUndefined, port.optional()),
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http', 'https']),
    OTEL_NODE_DISABLED_INSTRUMENTATIONS: commaList.pipe(
      z.array(
        z.enum(TRACING_INSTRUMENTATIONS, {
          message: `must be a comma list of ${TRACING_INSTRUMENTATIONS.join(', ')}`,
        }),
      ),
    ),
    OTEL_BSP_SCHEDULE_DELAY: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number of milliseconds from 1 to 60000' })
        .int('must be a whole number of milliseconds from 1 to 60000')
        .min(1, 'must be a whole number of milliseconds from 1 to 60000')
        .max(60_000, 'must be a whole number of milliseconds from 1 to 60000')
        .default(100),
    ),
    OTEL_TRACES_SAMPLE_RATIO: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number between 0 and 1' })
        .min(0, 'must be between 0 and 1')
        .max(1, 'must be between 0 and 1')
        .default(0.05),
    ),
    OTEL_TRACES_MAX_PER_SECOND: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number of traces a second from 0 (no ceiling) to 100000' })
        .int('must be a whole number of traces a second from 0 (no ceiling) to 100000')
        .min(0, 'must be a whole number of traces a second from 0 (no ceiling) to 100000')
        .max(100_000, 'must be a whole number of traces a second from 0 (no ceiling) to 100000')
        .default(10),
    ),
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
    // How much simulated history a fresh installation writes: 90 days by default (the risk dashboard's
    // longest window); test stacks ask for two hours, 1/30 of the rows, since only the backfill's own tests
    // look at the history's length.
    FX_BACKFILL_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of hours' })
        .int('must be a whole number of hours')
        .min(0, 'must be at least 0')
        .max(2160, 'must be at most 2160 (90 days)')
        .default(2160),
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
    QUEUE_STATEMENT_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(100, 'must be at least 100')
        .max(3_600_000, 'must be at most 3600000')
        .default(60_000),
    ),
    SCHEDULING_EMBED_URL: optionalUrl(['http', 'https']),
    SANCTIONS_OFAC_SOURCE: optionalString,
    SANCTIONS_UN_SOURCE: optionalString,
    AUTH_RATE_LIMITS: parsedBy(parseAuthRateLimits),
    INVITE_RATE_LIMITS: parsedBy(parseInviteRateLimits),
    TRUST_PROXY: trustProxySetting,
    API_DOCS: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { message: 'must be true or false' }).default('true'),
    ),
    WEBHOOKS_ALLOW_PRIVATE: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
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
    if (env.REDIS_CLUSTER_NODES && env.REDIS_URL && !env.REDIS_URL.startsWith(CLUSTER_URL_PREFIX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_CLUSTER_NODES'],
        message: 'cannot be set together with a single-server REDIS_URL: set one of them',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (it is a separate listener for /metrics alone)',
      });
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
    // Without a mail server, mails (with their sign-in and reset links) would pile up as files on one
    // machine's disk and never reach anyone: production needs a real one.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required when NODE_ENV is production (e.g. smtps://user:password@smtp.example.com:465): without it mail is only written to DATA_DIR/outbox',
      });
    }
    // Webhooks to loopback and private addresses are for tests and local development only: in production
    // they would let any Team Manager probe the network the workers run in.
    if (env.NODE_ENV === 'production' && env.WEBHOOKS_ALLOW_PRIVATE === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOKS_ALLOW_PRIVATE'],
        message:
          'must not be true when NODE_ENV is production (webhooks could then reach the internal network)',
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
  /**
   * Unset means: the launcher starts the embedded PostgreSQL server (db/src/embedded) on DATA_DIR and passes
   * its URL to the processes it starts.
   */
  databaseUrl: string | undefined;
  /**
   * How long a query waits for a database connection before failing (the API then answers 503).
   */
  databaseWaitMs: number;
  /**
   * Whether the hot list reads may use named prepared statements (db/src/sql/read-rows.ts). Off for a
   * pooler that shares server sessions between clients (PgBouncer in transaction mode before 1.21).
   */
  databasePreparedStatements: boolean;
  /**
   * Unset means: the launcher finds or starts a Redis and passes its URL on. A Redis Cluster
   * (REDIS_CLUSTER_NODES, or REDIS_URL=redis+cluster://…) is `redis+cluster://h1:p1,h2:p2`, which
   * createRedisConnection (db/src/queues/redis-connection.ts) opens as an ioredis Cluster.
   */
  redisUrl: string | undefined;
  /**
   * Streaming replicas of DATABASE_URL (DATABASE_REPLICA_URLS): the hot list reads and the dashboard go
   * there; everything in a transaction, and every read after a write in the same request, stays on the
   * primary (db/src/orm.ts, gateway/src/plugins/db-context.ts).
   */
  databaseReplicaUrls: string[];
  /**
   * Prometheus metrics. `token` (METRICS_TOKEN): a scrape must send `Authorization: Bearer <token>`.
   * `port` (METRICS_PORT): the gateway serves /metrics only on this separate listener. With neither,
   * the gateway's /metrics answers 404 (metrics stay private). `workersPort` (WORKERS_METRICS_PORT): each
   * workers process listens there for /metrics, /health and /ready; unset, it does not listen.
   */
  metrics: { token: string | undefined; port: number | undefined; workersPort: number | undefined };
  /**
   * OpenTelemetry traces go to this OTLP/HTTP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT); unset: off.
   * `sampleRatio` (OTEL_TRACES_SAMPLE_RATIO): the share of new traces recorded; a request that arrives
   * with a sampled `traceparent` is always recorded. `maxNewPerSecond` (OTEL_TRACES_MAX_PER_SECOND): at
   * most this many new traces a second per process, undefined for no ceiling (0 in the environment).
   * `instrumentations`: the client calls timed, all but those OTEL_NODE_DISABLED_INSTRUMENTATIONS names.
   * `exportDelayMs` (OTEL_BSP_SCHEDULE_DELAY): how long a finished span waits for its batch to be sent.
   */
  tracing: {
    otlpEndpoint: string | undefined;
    sampleRatio: number;
    maxNewPerSecond: number | undefined;
    exportDelayMs: number;
    instrumentations: TracingInstrumentation[];
  };
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
  fx: {
    provider: 'simulated' | 'frankfurter';
    providerUrl: string | undefined;
    tickMs: number;
    /** Hours of simulated history written when there is none (0: none). */
    backfillHours: number;
  };
  /** The largest supplier document upload accepted, in bytes. */
  uploadMaxBytes: number;
  /**
   * BullMQ job locks: a worker holds its job's lock for `lockMs` (renewed while it runs); every
   * `stalledIntervalMs` the workers look for active jobs whose lock expired (their worker died) and run
   * them again. A killed worker's jobs resume after about lockMs + stalledIntervalMs.
   * `statementTimeoutMs` bounds each SQL statement of a job, and each pause inside a job's transaction (the
   * workers' PostgreSQL sessions): a query that hangs (a lock never released) fails the attempt, which
   * BullMQ retries with the queue's backoff, instead of holding a worker slot for as long as it hangs.
   */
  queues: { lockMs: number; stalledIntervalMs: number; statementTimeoutMs: number };
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
  /** Team invitations per organisation and per person inviting: the defaults with INVITE_RATE_LIMITS merged in. */
  inviteRateLimits: InviteRateLimits;
  /**
   * Outbound webhooks: with `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE=true, tests and local development only)
   * endpoints may be http:// and reach loopback, private and link-local addresses; otherwise https only,
   * and an address in those ranges is refused when the URL is saved and again when each delivery connects.
   */
  webhooks: { allowPrivate: boolean };
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
    redisUrl: e.REDIS_CLUSTER_NODES ? redisClusterUrl(e.REDIS_CLUSTER_NODES) : e.REDIS_URL,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, workersPort: e.WORKERS_METRICS_PORT },
    tracing: {
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      sampleRatio: e.OTEL_TRACES_SAMPLE_RATIO,
      maxNewPerSecond: e.OTEL_TRACES_MAX_PER_SECOND === 0 ? undefined : e.OTEL_TRACES_MAX_PER_SECOND,
      exportDelayMs: e.OTEL_BSP_SCHEDULE_DELAY,
      instrumentations: TRACING_INSTRUMENTATIONS.filter(
        (name) => !e.OTEL_NODE_DISABLED_INSTRUMENTATIONS.includes(name),
      ),
    },
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
    fx: {
      provider: e.FX_PROVIDER,
      providerUrl: e.FX_PROVIDER_URL,
      tickMs: e.FX_TICK_MS,
      backfillHours: e.FX_BACKFILL_HOURS,
    },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    queues: {
      lockMs: e.QUEUE_LOCK_MS,
      stalledIntervalMs: e.QUEUE_STALLED_INTERVAL_MS,
      statementTimeoutMs: e.QUEUE_STATEMENT_TIMEOUT_MS,
    },
    schedulingEmbedUrl: e.SCHEDULING_EMBED_URL,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS === 'true',
    sanctions: { ofac: e.SANCTIONS_OFAC_SOURCE, un: e.SANCTIONS_UN_SOURCE },
    authRateLimits: e.AUTH_RATE_LIMITS,
    inviteRateLimits: e.INVITE_RATE_LIMITS,
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'true' },
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
