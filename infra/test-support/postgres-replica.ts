// A PostgreSQL primary of a test's own with a streaming replica of it, from the machine's PostgreSQL
// binaries (/usr/lib/postgresql/<version>/bin: initdb, pg_ctl, pg_basebackup), on free loopback ports in a
// temporary directory: initdb, start, `pg_basebackup -R` (a ready standby), start it. The shared server on
// 5432 is never touched. PostgreSQL refuses to run as root, so as root these run as the `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './product-process.js';

const run = promisify(execFile);
const DATABASE = 'tradehub';

/** The newest installed PostgreSQL's bin directory with the three programs, or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((tool) => existsSync(path.join(bin, tool))));
}

export interface ReplicatedPostgres {
  /** postgres://postgres@127.0.0.1:<port>/tradehub on the primary. */
  primaryUrl: string;
  /** The same database on the streaming replica (read-only). */
  replicaUrl: string;
  /** Stops (or resumes) applying the primary's WAL on the replica: what it serves stays as it is. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are not installed');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'tradehub-replica-'));
  if (asRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    chownSync(dir, Number(uid.stdout), Number(gid.stdout));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse())
      await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await tool('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await tool('pg_ctl', [
      '-D',
      primaryDir,
      '-o',
      serverOptions(primaryPort),
      '-l',
      `${primaryDir}.log`,
      '-w',
      'start',
    ]);
    started.push(primaryDir);
    const primaryServer = `postgres://postgres@127.0.0.1:${primaryPort}`;
    await query(`${primaryServer}/postgres`, `create database ${DATABASE}`);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      // Not a spread checkpoint (minutes on an idle server): the copy starts at once.
      '--checkpoint=fast',
      '--no-sync',
    ]);
    await tool('pg_ctl', [
      '-D',
      replicaDir,
      '-o',
      serverOptions(replicaPort),
      '-l',
      `${replicaDir}.log`,
      '-w',
      'start',
    ]);
    started.push(replicaDir);
  } catch (error) {
    await stop();
    throw error;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${DATABASE}`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${DATABASE}`;
  return {
    primaryUrl,
    replicaUrl,
    async pauseReplay() {
      await query(replicaUrl, 'select pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await query(replicaUrl, 'select pg_wal_replay_resume()');
    },
    async caughtUp(timeoutMs = 20_000) {
      const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_flush_lsn()::text as lsn',
      );
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await query<{ behind: boolean }>(
          replicaUrl,
          `select coalesce(pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn, true) as behind`,
        );
        if (row && !row.behind) return;
        if (Date.now() > deadline) throw new Error(`the replica did not reach ${lsn} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop,
  };
}
