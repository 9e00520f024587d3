// Every setting loadConfig (runtime-config.ts) reads, validated once at boot, with the words the
// configuration reference in infra/README.md says of it.
import { z } from 'zod';
import {
  AUTH_RATE_LIMITS_FORMAT,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_INVITE_RATE_LIMITS,
  formatAuthRateLimits,
  formatInviteRateLimits,
  INVITE_RATE_LIMITS_FORMAT,
  parseAuthRateLimits,
  parseInviteRateLimits,
} from './auth-rate-limits.js';
import {
  CLUSTER_NODES_MESSAGE,
  CLUSTER_URL_PREFIX,
  commaList,
  emptyToUndefined,
  flag,
  optionalString,
  optionalUrl,
  parseClusterNodes,
  parsedBy,
  port,
  redisUrlSetting,
  trustProxySetting,
  wholeNumber,
} from './setting-parsers.js';
import { TRACING_INSTRUMENTATIONS } from '../telemetry/instrumentation-names.js';

// Each setting's `.meta()` holds what the configuration reference in infra/README.md says of it
// (settings-reference.ts renders it; `npm run config:docs` writes it): `description`, what it does, in one or
// two sentences for a deployer; `unset`, what happens without it, said after its default if it has one;
// `allowed`, its values where the validation below cannot say them itself (enumerations and ranges it can).
// The order is the reference's: where it runs, PostgreSQL, Redis, secrets and mail, sign-in, the assistant,
// the FX feed, uploads, queues and sanctions, other systems, observability.
export const envSchema = z
  .object({
    NODE_ENV: z
      .preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development'))
      .meta({
        description:
          'The environment: `production` requires `SESSION_SECRET` and `SMTP_URL`, refuses the example session secret and `WEBHOOKS_ALLOW_PRIVATE=true`, and never logs mail links.',
      }),
    LOG_LEVEL: z
      .preprocess(
        emptyToUndefined,
        z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      )
      .meta({
        description:
          'What the gateway and the workers log: JSON lines, or at a terminal outside production pretty-printed lines labelled `gateway` or `workers`.',
      }),
    PORT: z.preprocess(emptyToUndefined, port.default(3000)).meta({
      description: 'The port the gateway listens on: the API, socket.io and the web app.',
    }),
    HOST: z.preprocess(emptyToUndefined, z.string().trim().default('127.0.0.1')).meta({
      description:
        'The address the gateway listens on; in a container `0.0.0.0`, since the default is unreachable from outside it.',
      allowed: 'an IP address or host name',
    }),
    APP_URL: optionalUrl(['http', 'https']).meta({
      description:
        'The public URL: links in e-mails, and an origin writes may come from; `https://` makes the session cookie `Secure` and adds HSTS.',
      unset: '`http://localhost:PORT`',
    }),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')).meta({
      description:
        'Files: supplier documents, report files, the mail outbox, and under `npm start` the embedded database, Redis and the generated session secret. Scaled out, one volume shared by every gateway and worker.',
      allowed: 'a directory, relative to where the process starts',
    }),
    TRUST_PROXY: trustProxySetting.meta({
      description:
        "Which peers' `X-Forwarded-For`/`-Proto`/`-Host` to believe (the client address the rate limits count). A hop count trusts the nearest peers whoever they are: only where nothing but the proxy reaches the gateway.",
      unset: 'nobody: the connecting peer is the client',
      allowed:
        'a hop count up to 10, or a comma list of addresses, CIDRs, `loopback`, `linklocal`, `uniquelocal`; not `true`',
    }),
    API_DOCS: flag('true').meta({ description: '`false` removes the OpenAPI UI and JSON at `/api/docs`.' }),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']).meta({
      description: 'The PostgreSQL database; the gateway and the workers need it when started on their own.',
      unset: '`npm start` runs the embedded PostgreSQL server on loopback, its data in `DATA_DIR/postgres`',
    }),
    DATABASE_REPLICA_URLS: commaList
      .pipe(
        z.array(
          z
            .url({ message: 'must be a comma list of postgres:// URLs' })
            .refine((value) => /^postgres(ql)?:\/\//.test(value), {
              message: 'must be a comma list of postgres:// URLs',
            }),
        ),
      )
      .meta({
        description:
          "Streaming replicas of `DATABASE_URL`: the gateway's hot list reads and the dashboard read from one of them. Transactions, ORM reads, every read of a request that writes, and the workers stay on the primary.",
        unset: 'every read on `DATABASE_URL`',
        allowed: 'a comma list of `postgres://` URLs',
      }),
    DATABASE_WAIT_MS: wholeNumber('milliseconds', 100, 600_000, 5_000).meta({
      description:
        'How long a query waits for a pooled connection before the API answers 503, in milliseconds.',
    }),
    DATABASE_PREPARED_STATEMENTS: flag('true').meta({
      description:
        'Hot list reads as named prepared statements; `false` for a pooler that shares server sessions (PgBouncer in transaction mode before 1.21).',
    }),
    REDIS_URL: redisUrlSetting.meta({
      description:
        'Redis for queues, socket fan-out, sessions and rate limits (the settings it needs: "Redis" below); the gateway and the workers need it when started on their own.',
      unset:
        '`npm start` uses `redis://127.0.0.1:6379`, else starts `redis-server` from PATH in `DATA_DIR/redis`',
      allowed:
        'a `redis://` or `rediss://` URL, or `redis+cluster://host:port,host:port` (as `REDIS_CLUSTER_NODES`)',
    }),
    REDIS_CLUSTER_NODES: z
      .preprocess(
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
      )
      .meta({
        description:
          'A Redis Cluster (7+) instead of one Redis, by some of its nodes: keys used together share a hash tag, BullMQ runs under `{prefix:bull}`, socket.io uses the sharded adapter.',
        unset: 'one Redis (`REDIS_URL`)',
        allowed: 'a comma list of `host:port` (IPv6 in brackets); not beside a single-server `REDIS_URL`',
      }),
    REDIS_PREFIX: z
      .preprocess(
        emptyToUndefined,
        z
          .string()
          .regex(/^[A-Za-z0-9_.:-]+$/, 'may contain only letters, digits and _ . : -')
          .default('tradehub'),
      )
      .meta({
        description: 'The start of every Redis key TradeHub writes: one per installation sharing a Redis.',
        allowed: 'letters, digits and `_ . : -`',
      }),
    SESSION_SECRET: z
      .preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional())
      .meta({
        description:
          'Signs session cookies and e-mail links and seals webhook signing secrets; the same in every gateway and worker. Changing it signs everyone out and ends every outstanding link.',
        unset: '`npm start` generates one into `DATA_DIR`; required when `NODE_ENV=production`',
        allowed: '32+ characters (`openssl rand -hex 32`); in production not the example `CHANGE-ME…`',
      }),
    SMTP_URL: optionalUrl(['smtp', 'smtps']).meta({
      description: 'The mail server for sign-up, reset, invitation and alert mail; required in production.',
      unset: 'mails are `.eml` files in `DATA_DIR/outbox`, their links logged (outside production)',
    }),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('TradeHub <no-reply@tradehub.local>')).meta({
      description: 'The sender of outgoing mail.',
      allowed: 'an address, with a name before it or not',
    }),
    ADMIN_EMAILS: commaList
      .transform((emails) => emails.map((email) => email.toLowerCase()))
      .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })))
      .meta({
        description:
          'These accounts become administrators, and their own business is approved, once their address is verified: on a fresh install the way to an approved workspace. An address taken off the list loses the rights at the next start.',
        unset: 'no administrators',
        allowed: 'a comma list of e-mail addresses',
      }),
    SUPPORT_EMAIL: z
      .preprocess(
        emptyToUndefined,
        z.email({ message: 'must be an e-mail address' }).default('support@tradehub.local'),
      )
      .meta({
        description:
          'The support mailbox the app names, and the mail-to link shown where no booking widget is set.',
      }),
    SCHEDULING_EMBED_URL: optionalUrl(['http', 'https']).meta({
      description:
        'A booking widget embedded on the booking and pricing pages (its origin is let through the Content-Security-Policy).',
      unset: 'a mail-to link to `SUPPORT_EMAIL`',
    }),
    AUTH0_DOMAIN: optionalString.meta({
      description:
        'Sign-in through Auth0 (Google included) with `AUTH0_CLIENT_ID` and `AUTH0_AUDIENCE`, all three or none; e-mail/password sign-up, sign-in and reset then answer 403.',
      unset: 'built-in e-mail/password accounts',
      allowed: 'the tenant domain, e.g. `example.eu.auth0.com`',
    }),
    AUTH0_CLIENT_ID: optionalString.meta({
      description: "The Auth0 application's client id (with `AUTH0_DOMAIN`).",
      unset: 'built-in accounts',
      allowed: 'a client id',
    }),
    AUTH0_AUDIENCE: optionalString.meta({
      description: 'The Auth0 API identifier the access tokens are issued for (with `AUTH0_DOMAIN`).',
      unset: 'built-in accounts',
      allowed: 'an API identifier',
    }),
    AUTH_RATE_LIMITS: parsedBy(parseAuthRateLimits).meta({
      description:
        'Limits per client address and per account on sign-in, sign-up, resend-verification, forgot-password, reset-password, the demo entry and the payment-request page (`pay-link`), merged with the defaults.',
      unset: `\`${formatAuthRateLimits(DEFAULT_AUTH_RATE_LIMITS)}\``,
      allowed: AUTH_RATE_LIMITS_FORMAT,
    }),
    INVITE_RATE_LIMITS: parsedBy(parseInviteRateLimits).meta({
      description:
        'Team invitations per organisation and per person inviting; past either, 429 `invite_rate_limited`.',
      unset: `\`${formatInviteRateLimits(DEFAULT_INVITE_RATE_LIMITS)}\``,
      allowed: INVITE_RATE_LIMITS_FORMAT,
    }),
    AI_BASE_URL: optionalUrl(['http', 'https']).meta({
      description:
        'Any OpenAI-compatible chat-completions endpoint for the assistant, e.g. `https://api.openai.com/v1`; only the workers call it.',
      unset: 'the assistant says it is not configured',
    }),
    AI_API_KEY: optionalString.meta({
      description: "The provider's key, sent as a Bearer token by the workers; never reaches a browser.",
      unset: 'no `Authorization` header',
      allowed: 'the provider key',
    }),
    AI_MODEL_SMALL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')).meta({
      description: 'The model for short questions.',
      allowed: 'a model the endpoint serves',
    }),
    AI_MODEL_LARGE: z.preprocess(emptyToUndefined, z.string().default('gpt-4o')).meta({
      description: "The model when a message is over 100 characters or says 'analyze' or 'complex'.",
      allowed: 'a model the endpoint serves',
    }),
    AI_TIMEOUT_MS: wholeNumber('milliseconds', 100, 120_000, 30_000).meta({
      description:
        "How long a worker waits for the provider, in milliseconds; the question then fails and goes back to the day's allowance.",
    }),
    FX_PROVIDER: z
      .preprocess(emptyToUndefined, z.enum(['simulated', 'frankfurter']).default('simulated'))
      .meta({
        description:
          'Where rates come from: `simulated`, a seeded random walk shown as simulated, or `frankfurter`, ECB reference rates from a Frankfurter API (self-hostable).',
      }),
    FX_PROVIDER_URL: optionalUrl(['http', 'https']).meta({
      description:
        'The Frankfurter API, e.g. `https://api.frankfurter.app`; required with `FX_PROVIDER=frankfurter`.',
      unset: 'none (the simulated feed needs none)',
    }),
    FX_TICK_MS: wholeNumber('milliseconds', 50, 3_600_000, 1000).meta({
      description:
        'Time between two ticks of the feed, in milliseconds (2 ticks a second: `500`); Frankfurter is polled at most once a minute.',
    }),
    // Test stacks ask for two hours (1/30 of the rows): only the backfill's own tests look at its length.
    FX_BACKFILL_HOURS: wholeNumber('hours', 0, 2160, 2160).meta({
      description:
        'Hours of simulated FX history a fresh installation writes when there is none: minute bars for the last day, hourly bars before (2160 is 90 days, the longest chart and VaR window); `0` writes none.',
    }),
    UPLOAD_MAX_BYTES: wholeNumber('bytes', 1024, 1_073_741_824, 10_485_760).meta({
      description:
        "The largest supplier document upload, in bytes (larger: 413); keep a proxy's body limit above it.",
    }),
    QUEUE_LOCK_MS: wholeNumber('milliseconds', 1000, 600_000, 30_000).meta({
      description:
        "How long a worker's lock on a running job lasts unless renewed, in milliseconds: a dead worker's jobs run again after about this plus `QUEUE_STALLED_INTERVAL_MS`.",
      unset: '`5000` under `npm start`',
    }),
    QUEUE_STALLED_INTERVAL_MS: wholeNumber('milliseconds', 500, 600_000, 30_000).meta({
      description: 'How often the workers look for running jobs whose lock expired, in milliseconds.',
      unset: '`2500` under `npm start`',
    }),
    QUEUE_STATEMENT_TIMEOUT_MS: wholeNumber('milliseconds', 100, 3_600_000, 60_000).meta({
      description:
        "The longest SQL statement (or pause inside a transaction) of a worker job, in milliseconds: a job whose query hangs fails its attempt and is retried with its queue's backoff.",
    }),
    SANCTIONS_OFAC_SOURCE: optionalString.meta({
      description: 'The OFAC `sdn.csv` to re-import daily (`alt.csv` is read beside it).',
      unset: 'no scheduled import (`npm run sanctions:import` loads lists by hand)',
      allowed: 'an http(s) URL or a file path',
    }),
    SANCTIONS_UN_SOURCE: optionalString.meta({
      description: 'The UN consolidated list (XML) to re-import daily.',
      unset: 'no scheduled import (`npm run sanctions:import` loads lists by hand)',
      allowed: 'an http(s) URL or a file path',
    }),
    WEBHOOKS_ALLOW_PRIVATE: flag('false').meta({
      description:
        '`true` lets webhook endpoints be `http://` and reach loopback, private and link-local addresses: tests and local development only, refused in production.',
      unset: 'https only, public addresses only, checked when saved and at every connection',
    }),
    METRICS_TOKEN: z
      .preprocess(
        emptyToUndefined,
        z
          .string()
          .trim()
          .min(16, 'must be at least 16 characters (generate one with openssl rand -hex 24)')
          .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
          .optional(),
      )
      .meta({
        description:
          "A scrape of `/metrics` (the gateway's and each workers listener's) must send `Authorization: Bearer <token>`.",
        unset: "no token: the gateway's `/metrics` answers 404 unless `METRICS_PORT` is set",
        allowed: '16+ printable characters without spaces (`openssl rand -hex 24`)',
      }),
    METRICS_PORT: z.preprocess(emptyToUndefined, port.optional()).meta({
      description: 'The gateway serves `/metrics` on this separate listener (on `HOST`) only, not on `PORT`.',
      unset: '`/metrics` on `PORT`, behind `METRICS_TOKEN`',
    }),
    WORKERS_METRICS_PORT: z.preprocess(emptyToUndefined, port.optional()).meta({
      description:
        'Each workers process listens here (on `HOST`) for `/metrics` (behind `METRICS_TOKEN` when set), `/health` and `/ready`.',
      unset: 'no listener',
    }),
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http', 'https']).meta({
      description:
        'OpenTelemetry traces of the gateway and the workers over OTLP/HTTP to `<endpoint>/v1/traces`, e.g. `http://otel-collector:4318`: one trace runs from a request through its jobs to its socket pushes.',
      unset: 'tracing off, at no cost',
    }),
    OTEL_TRACES_SAMPLE_RATIO: z
      .preprocess(
        emptyToUndefined,
        z.coerce
          .number({ message: 'must be a number between 0 and 1' })
          .min(0, 'must be between 0 and 1')
          .max(1, 'must be between 0 and 1')
          .default(0.05),
      )
      .meta({
        description:
          'The share of new traces recorded; a request arriving with a sampled `traceparent` is always recorded, and a trace is kept whole.',
      }),
    OTEL_TRACES_MAX_PER_SECOND: z
      .preprocess(
        emptyToUndefined,
        z.coerce
          .number({ message: 'must be a whole number of traces a second from 0 (no ceiling) to 100000' })
          .int('must be a whole number of traces a second from 0 (no ceiling) to 100000')
          .min(0, 'must be a whole number of traces a second from 0 (no ceiling) to 100000')
          .max(100_000, 'must be a whole number of traces a second from 0 (no ceiling) to 100000')
          .default(10),
      )
      .meta({
        description:
          "At most this many new traces recorded a second per process, whatever the ratio draws, so tracing's cost stops growing with traffic (what it costs: loadtests/README.md); `0` removes the ceiling.",
      }),
    OTEL_BSP_SCHEDULE_DELAY: z
      .preprocess(
        emptyToUndefined,
        z.coerce
          .number({ message: 'must be a whole number of milliseconds from 1 to 60000' })
          .int('must be a whole number of milliseconds from 1 to 60000')
          .min(1, 'must be a whole number of milliseconds from 1 to 60000')
          .max(60_000, 'must be a whole number of milliseconds from 1 to 60000')
          .default(100),
      )
      .meta({
        description:
          "How long a finished span waits before its batch is sent, in milliseconds (a full batch of 512 goes at once); OpenTelemetry's own 5000 cost the gateway more CPU.",
      }),
    OTEL_NODE_DISABLED_INSTRUMENTATIONS: commaList
      .pipe(
        z.array(
          z.enum(TRACING_INSTRUMENTATIONS, {
            message: `must be a comma list of ${TRACING_INSTRUMENTATIONS.join(', ')}`,
          }),
        ),
      )
      .meta({
        description:
          "Client calls not timed in traces: `pg` (PostgreSQL queries), `ioredis` (Redis commands), `http` (the workers' outgoing HTTP). Without `pg` and `ioredis` a trace still runs from the request to its pushes.",
        unset: 'all three timed',
      }),
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
