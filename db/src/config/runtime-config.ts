// The runtime contract of DESIGN.md, validated once at boot. Every server process (launcher, gateway,
// workers) reads its settings through loadConfig(); nothing else reads process.env.
// It lives in @tradehub/db because that is the one package every server process already depends on.
import path from 'node:path';
import type { AuthRateLimitSettings, InviteRateLimits } from './auth-rate-limits.js';
import { envSchema } from './env-schema.js';
import { redisClusterUrl } from './setting-parsers.js';
import { TRACING_INSTRUMENTATIONS, type TracingInstrumentation } from '../telemetry/instrumentation-names.js';

export { redisClusterNodes, redisClusterUrl, type RedisNode } from './setting-parsers.js';

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
