// What `npm start` runs after the build: embedded services where nothing is configured, migrations and
// the demo seed, then the gateway and the workers as separate processes, each restarted when it exits on
// its own (restarting-process.ts). Ctrl-C stops all of it.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOrmConfig, initOrm, runMigrations, seedDemo } from '@tradehub/db';
import { ConfigError, loadConfig, type RuntimeConfig } from '@tradehub/db/config';
import { EmbeddedPostgresError, startEmbeddedPostgres } from '@tradehub/db/embedded';
import { loadDotEnv } from './dot-env.js';
import { RedisUnavailableError, resolveRedis } from './redis-resolver.js';
import { resolveSessionSecret } from './session-secret.js';
import { queueRecoverySettings } from './queue-recovery.js';
import { readyMessage } from './ready-message.js';
import { startRestartingProcess, type RestartingProcess } from './restarting-process.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GATEWAY_SCRIPT = path.join(ROOT, 'gateway/dist/main.js');
const WORKERS_SCRIPT = path.join(ROOT, 'workers/dist/main.js');

export interface LaunchOptions {
  env?: NodeJS.ProcessEnv;
  /** `npm run dev`: restart the gateway and workers when their build output changes. */
  watch?: boolean;
}

type Stoppable = { name: string; stop: () => Promise<void> };

export async function launch({ env = process.env, watch = false }: LaunchOptions = {}): Promise<void> {
  // Before the settings are read: the launcher and the processes it starts see them alike.
  const dotEnv = env === process.env ? loadDotEnv() : undefined;
  if (dotEnv) console.log(`[tradehub] settings from ${dotEnv}`);
  const config = loadConfig(env);
  mkdirSync(config.dataDir, { recursive: true });
  const started: Stoppable[] = [];
  let stopping = false;

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const service of [...started].reverse()) {
      try {
        await service.stop();
      } catch (error) {
        console.error(`[tradehub] stopping ${service.name} failed:`, error);
      }
    }
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    const databaseUrl = await resolveDatabase(config, started);
    const redis = await resolveRedis(config.redisUrl, config.dataDir);
    if (redis.child) {
      const child = redis.child;
      started.push({ name: 'redis-server', stop: () => stopChild(child) });
    }
    console.log(
      `[tradehub] Redis: ${redis.origin === 'embedded' ? `started from PATH (${redis.url})` : redis.url}`,
    );

    await migrateAndSeed(databaseUrl);

    const childEnv: NodeJS.ProcessEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      // A killed worker's jobs resume within seconds of its restart, not a minute (queue-recovery.ts).
      ...queueRecoverySettings(env),
      REDIS_URL: redis.url,
      SESSION_SECRET: resolveSessionSecret(config.sessionSecret, config.dataDir),
      DATA_DIR: config.dataDir,
    };
    // In watch mode node restarts a process when its own build output or the db package's changes.
    const watchArgs = (script: string) =>
      watch ? ['--watch-path', path.dirname(script), '--watch-path', path.join(ROOT, 'db/dist')] : [];
    let gatewayReady = false;
    const keepUp = (name: string, script: string, mayRestart: () => boolean) =>
      startRestartingProcess({
        name,
        script,
        env: childEnv,
        nodeArgs: watchArgs(script),
        mayRestart,
        // A process that keeps exiting (10 times in a row, none after a healthy minute: about two
        // minutes of tries, restart-policy.ts) is broken, not unlucky: say so and stop, as a failed start.
        onGiveUp: (message) => {
          console.error(`[tradehub] ${message}; stopping everything`);
          void stopAll(1);
        },
      });
    const workers = keepUp('workers', WORKERS_SCRIPT, () => !stopping);
    started.push(workers);
    const gateway = keepUp('gateway', GATEWAY_SCRIPT, () => !stopping && gatewayReady);
    started.push(gateway);

    await waitUntilReady(`http://${localAddress(config.host)}:${config.port}/ready`, gateway);
    gatewayReady = true;
    console.log(`\n${readyMessage(config)}\n`);
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof RedisUnavailableError ||
      error instanceof EmbeddedPostgresError
    )
      // These say what is wrong and what to do: no stack trace.
      console.error(`[tradehub] ${(error as Error).message}`);
    else console.error('[tradehub] start failed:', error);
    await stopAll(1);
  }
}

/**
 * DATABASE_URL, or the embedded PostgreSQL server on DATA_DIR (db/src/embedded), stopped last on the way
 * out (`started` is stopped in reverse).
 */
async function resolveDatabase(config: RuntimeConfig, started: Stoppable[]): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const startedAt = Date.now();
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    log: (message) => console.log(`[tradehub] ${message}`),
  });
  started.push({ name: 'embedded PostgreSQL', stop: () => embedded.stop() });
  console.log(
    `[tradehub] PostgreSQL: embedded PostgreSQL server (pid ${embedded.pid}, port ${embedded.port}), ` +
      `${embedded.created ? 'created' : 'data'} in ${path.join(config.dataDir, 'postgres')}, ` +
      `ready in ${Date.now() - startedAt} ms`,
  );
  if (embedded.created) warnAboutPgliteData(config.dataDir);
  return embedded.url;
}

/**
 * Versions before this one kept the embedded database in <dataDir>/pglite (PGlite: PostgreSQL compiled to
 * 32-bit WebAssembly). A native server cannot open those files (another word size and alignment), and
 * dumping them would keep PGlite and its dump tool in the product for good, for a database that only ever
 * held a local trial: the new database starts with the demo workspace, and the old files are left untouched.
 */
function warnAboutPgliteData(dataDir: string) {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(pgliteDir)) return;
  console.warn(
    `[tradehub] ${pgliteDir} holds the database of an earlier TradeHub version (embedded PGlite). The ` +
      "embedded database is now a PostgreSQL server, which cannot read PGlite's files: this start created a " +
      `new database with the demo workspace in ${path.join(dataDir, 'postgres')}. The old files are left as ` +
      'they were; delete that directory once you no longer need it (see db/README.md, "The embedded database").',
  );
}

async function migrateAndSeed(databaseUrl: string) {
  const orm = await initOrm(createOrmConfig({ clientUrl: databaseUrl, poolMax: 1 }));
  try {
    const applied = await runMigrations(orm);
    console.log(`[tradehub] migrations: ${applied.length ? applied.join(', ') : 'schema up to date'}`);
    await seedDemo(orm.em.fork());
    console.log('[tradehub] demo workspace seeded');
  } finally {
    await orm.close();
  }
}

/** Where this machine reaches the gateway: a wildcard bind is reached on loopback. */
function localAddress(host: string) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A gateway that exits before it is first ready (a port in use…) stops the start: it is not restarted. */
async function waitUntilReady(url: string, gateway: RestartingProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gateway.exits() > 0) throw new Error('the gateway exited during start-up');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the gateway was not ready within ${timeoutMs / 1000} s (${url})`);
}
