import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redisClusterNodes, requireSharedSettings } from '../../src/config/index.js';

function problemsOf(env: NodeJS.ProcessEnv) {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const PRODUCTION_SMTP = 'smtps://tradehub:secret@smtp.example.com:465';
describe('loadConfig', () => {
  it('runs on embedded defaults with nothing configured', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/app', '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'tradehub',
      auth0: undefined,
      adminEmails: [],
      fx: { provider: 'simulated', providerUrl: undefined, tickMs: 1000, backfillHours: 2160 },
      databasePreparedStatements: true,
    });
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
  });

  it('derives APP_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', APP_URL: ' ' }, '/srv/app');
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('parses ADMIN_EMAILS into lower-case addresses', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com, risk@example.com ,' }).adminEmails).toEqual([
      'ops@example.com',
      'risk@example.com',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'must be a number'],
    [{ PORT: '70000' }, 'PORT', 'between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL', 'postgres://'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL', 'URL'],
    [{ ADMIN_EMAILS: 'ops@example.com,nobody' }, 'ADMIN_EMAILS', 'e-mail'],
    [{ FX_PROVIDER: 'bloomberg' }, 'FX_PROVIDER', ''],
    [{ FX_PROVIDER: 'frankfurter' }, 'FX_PROVIDER_URL', 'required when FX_PROVIDER is frankfurter'],
    [{ FX_TICK_MS: '5' }, 'FX_TICK_MS', 'at least 50'],
    [{ FX_BACKFILL_HOURS: '2161' }, 'FX_BACKFILL_HOURS', 'at most 2160'],
    [{ FX_BACKFILL_HOURS: '1.5' }, 'FX_BACKFILL_HOURS', 'whole number of hours'],
    [{ AUTH0_DOMAIN: 'tenant.eu.auth0.com' }, 'AUTH0_CLIENT_ID', 'together'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET', 'required when NODE_ENV is production'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET', 'at least 32'],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64) },
      'SMTP_URL',
      'is required when NODE_ENV is production',
    ],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64), SMTP_URL: '' }, 'SMTP_URL', 'required'],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'CHANGE-ME-example-only-0123456789abcdef' },
      'SESSION_SECRET',
      'example value',
    ],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'changeme-changeme-changeme-changeme-1' },
      'SESSION_SECRET',
      'must not be used when NODE_ENV is production',
    ],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX', 'letters, digits'],
    [{ DATABASE_PREPARED_STATEMENTS: 'yes' }, 'DATABASE_PREPARED_STATEMENTS', 'true or false'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY', 'must not be true (it trusts every peer'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY', 'at most 10'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY', 'hop count (e.g. 1) or a comma list'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN', 'at least 16'],
    [{ METRICS_TOKEN: 'has a space in it, sixteen+' }, 'METRICS_TOKEN', 'without spaces'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT', 'must differ from PORT'],
    [{ WORKERS_METRICS_PORT: '0' }, 'WORKERS_METRICS_PORT', 'between 1 and 65535'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }, 'OTEL_EXPORTER_OTLP_ENDPOINT', 'http://'],
    [{ REDIS_CLUSTER_NODES: 'redis-0' }, 'REDIS_CLUSTER_NODES', 'host:port'],
    [{ OTEL_TRACES_SAMPLE_RATIO: '1.5' }, 'OTEL_TRACES_SAMPLE_RATIO', 'between 0 and 1'],
    [{ OTEL_TRACES_MAX_PER_SECOND: '-1' }, 'OTEL_TRACES_MAX_PER_SECOND', 'from 0 (no ceiling)'],
    [{ OTEL_TRACES_MAX_PER_SECOND: 'lots' }, 'OTEL_TRACES_MAX_PER_SECOND', 'whole number of traces'],
    [{ OTEL_TRACES_MAX_PER_SECOND: '2.5' }, 'OTEL_TRACES_MAX_PER_SECOND', 'whole number of traces'],
    [{ OTEL_BSP_SCHEDULE_DELAY: 'soon' }, 'OTEL_BSP_SCHEDULE_DELAY', 'whole number of milliseconds'],
    [{ OTEL_BSP_SCHEDULE_DELAY: '0' }, 'OTEL_BSP_SCHEDULE_DELAY', 'from 1 to 60000'],
    [{ OTEL_BSP_SCHEDULE_DELAY: '2.5' }, 'OTEL_BSP_SCHEDULE_DELAY', 'whole number of milliseconds'],
    [
      { OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'pg,mysql' },
      'OTEL_NODE_DISABLED_INSTRUMENTATIONS',
      'comma list of pg, ioredis, http',
    ],
    [{ REDIS_URL: 'redis+cluster://' }, 'REDIS_URL', 'host:port'],
    [
      { REDIS_CLUSTER_NODES: 'a:7000', REDIS_URL: 'redis://localhost:6379' },
      'REDIS_CLUSTER_NODES',
      'cannot be set together',
    ],
    [{ DATABASE_REPLICA_URLS: 'postgres://r1/db,mysql://r2/db' }, 'DATABASE_REPLICA_URLS', 'postgres://'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY', 'hop count (e.g. 1) or a comma list'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.internal' }, 'TRUST_PROXY', 'proxy addresses or CIDRs'],
    [{ TRUST_PROXY: '10.0.0.1/8/8' }, 'TRUST_PROXY', 'proxy addresses or CIDRs'],
    [{ API_DOCS: 'off' }, 'API_DOCS', 'true or false'],
  ])('rejects %o naming %s', (env, variable, fragment) => {
    const problems = problemsOf(env);
    const problem = problems.find((entry) => entry.variable === variable);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem?.message).toContain(fragment);
  });

  it('accepts the example SESSION_SECRET outside production only', () => {
    const example = 'CHANGE-ME-example-only-0123456789abcdef';
    expect(loadConfig({ SESSION_SECRET: example }).sessionSecret).toBe(example);
    const secret = 'a'.repeat(64);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SMTP_URL: PRODUCTION_SMTP }).sessionSecret,
    ).toBe(secret);
  });

  it('needs SMTP_URL in production only: elsewhere mail goes to DATA_DIR/outbox', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).mail.smtpUrl).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64), SMTP_URL: PRODUCTION_SMTP }).mail
        .smtpUrl,
    ).toBe(PRODUCTION_SMTP);
  });

  it('reads TRUST_PROXY: none by default, a hop count, or proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,::1, uniquelocal' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1', 'uniquelocal']);
  });

  it('serves the API docs unless API_DOCS=false', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64), SMTP_URL: PRODUCTION_SMTP })
        .apiDocs,
    ).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it("bounds a worker job's SQL statements: 60 s unless QUEUE_STATEMENT_TIMEOUT_MS says otherwise", () => {
    expect(loadConfig({}).queues.statementTimeoutMs).toBe(60_000);
    expect(loadConfig({ QUEUE_STATEMENT_TIMEOUT_MS: '1500' }).queues.statementTimeoutMs).toBe(1500);
    expect(problemsOf({ QUEUE_STATEMENT_TIMEOUT_MS: '0' })).toEqual([
      { variable: 'QUEUE_STATEMENT_TIMEOUT_MS', message: 'must be at least 100' },
    ]);
    expect(problemsOf({ QUEUE_STATEMENT_TIMEOUT_MS: 'forever' })[0]?.variable).toBe(
      'QUEUE_STATEMENT_TIMEOUT_MS',
    );
  });

  it('lists every bad variable in one message', () => {
    try {
      loadConfig({ PORT: 'x', FX_TICK_MS: 'y' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toMatch(/PORT[\s\S]*FX_TICK_MS/);
    }
  });

  it('switches to Auth0 only when all three variables are set', () => {
    const config = loadConfig({
      AUTH0_DOMAIN: 'a.auth0.com',
      AUTH0_CLIENT_ID: 'id',
      AUTH0_AUDIENCE: 'https://api',
    });
    expect(config.auth0).toEqual({ domain: 'a.auth0.com', clientId: 'id', audience: 'https://api' });
  });
});

describe('requireSharedSettings', () => {
  it('names each missing shared setting', () => {
    expect(() => requireSharedSettings(loadConfig({}), 'gateway')).toThrow(
      /DATABASE_URL[\s\S]*REDIS_URL[\s\S]*SESSION_SECRET/,
    );
    const secret = 'x'.repeat(32);
    const settings = requireSharedSettings(
      loadConfig({
        DATABASE_URL: 'postgres://localhost/x',
        REDIS_URL: 'redis://localhost:6379',
        SESSION_SECRET: secret,
      }),
      'gateway',
    );
    expect(settings).toEqual({
      databaseUrl: 'postgres://localhost/x',
      redisUrl: 'redis://localhost:6379',
      sessionSecret: secret,
    });
  });

  it('reads the observability and scale-out settings', () => {
    const config = loadConfig({
      METRICS_TOKEN: 'a-metrics-token-0123',
      METRICS_PORT: '9464',
      WORKERS_METRICS_PORT: '9465',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      REDIS_CLUSTER_NODES: '10.0.0.1:7000, redis-b:7001,[::1]:7002',
      DATABASE_REPLICA_URLS: 'postgres://r1:5432/db, postgresql://r2/db',
    });
    expect(config.metrics).toEqual({ token: 'a-metrics-token-0123', port: 9464, workersPort: 9465 });
    expect(config.tracing).toEqual({
      otlpEndpoint: 'http://collector:4318',
      sampleRatio: 0.05,
      maxNewPerSecond: 10,
      exportDelayMs: 100,
      instrumentations: ['pg', 'ioredis', 'http'],
    });
    expect(loadConfig({ OTEL_TRACES_SAMPLE_RATIO: '1' }).tracing.sampleRatio).toBe(1);
    expect(loadConfig({ OTEL_TRACES_MAX_PER_SECOND: '250' }).tracing.maxNewPerSecond).toBe(250);
    expect(loadConfig({ OTEL_TRACES_MAX_PER_SECOND: '0' }).tracing.maxNewPerSecond).toBeUndefined();
    expect(loadConfig({ OTEL_BSP_SCHEDULE_DELAY: '5000' }).tracing.exportDelayMs).toBe(5000);
    expect(
      loadConfig({ OTEL_NODE_DISABLED_INSTRUMENTATIONS: ' ioredis , pg' }).tracing.instrumentations,
    ).toEqual(['http']);
    expect(config.redisUrl).toBe('redis+cluster://10.0.0.1:7000,redis-b:7001,[::1]:7002');
    expect(redisClusterNodes(config.redisUrl!)).toEqual([
      { host: '10.0.0.1', port: 7000 },
      { host: 'redis-b', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
    expect(config.databaseReplicaUrls).toEqual(['postgres://r1:5432/db', 'postgresql://r2/db']);
    // The same cluster as a URL, and the defaults: nothing of it on.
    expect(loadConfig({ REDIS_URL: 'redis+cluster://a:1,b:2' }).redisUrl).toBe('redis+cluster://a:1,b:2');
    expect(loadConfig({})).toMatchObject({
      metrics: { token: undefined, port: undefined, workersPort: undefined },
      tracing: { otlpEndpoint: undefined, sampleRatio: 0.05 },
      databaseReplicaUrls: [],
    });
  });
});
