import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requireSharedSettings } from '../../src/config/index.js';

function problemsOf(env: NodeJS.ProcessEnv) {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

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
      fx: { provider: 'simulated', providerUrl: undefined, tickMs: 1000 },
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
    [{ AUTH0_DOMAIN: 'tenant.eu.auth0.com' }, 'AUTH0_CLIENT_ID', 'together'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET', 'required when NODE_ENV is production'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET', 'at least 32'],
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
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).sessionSecret).toBe(secret);
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
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64) }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
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
});
