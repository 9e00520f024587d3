// The embedded database `npm start` serves when DATABASE_URL is unset: a real PostgreSQL server on loopback
// (db/src/embedded), its cluster in <dataDir>/postgres. What it must do that embedded PGlite did not: give
// every connection a session of its own (a transaction holds nobody else; a killed client's transaction is
// rolled back, not left in everyone's session), deliver NOTIFY across connections, and start again after an
// unclean end.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmbeddedPostgresError,
  readEmbeddedPostgresUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../src/embedded/index.js';
import {
  createOrmConfig,
  initOrm,
  MIGRATIONS,
  runMigrations,
  Supplier,
  type MikroORM,
} from '../../src/index.js';
import {
  countRows,
  expectDemoWorkspace,
  expectIdempotentSeed,
  expectNoSchemaDiff,
} from '../integration/demo-workspace.js';

async function connected(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('on the embedded PostgreSQL server', () => {
  let dataDir: string;
  let server: EmbeddedPostgres | undefined;
  let orm: MikroORM | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradehub-db-'));
    server = await startEmbeddedPostgres({ dataDir });
    orm = await initOrm(createOrmConfig({ clientUrl: server.url, poolMax: 4 }));
  });

  afterAll(async () => {
    await orm?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves a loopback URL with a password of its own, and refuses a connection without it', async () => {
    expect(server?.created).toBe(true);
    expect(server?.url).toMatch(/^postgres:\/\/postgres:[0-9a-f]{48}@127\.0\.0\.1:\d+\/postgres$/);
    expect(readEmbeddedPostgresUrl(dataDir)).toBe(server?.url);
    const client = await connected(server!.url);
    const { rows } = await client.query<{ version: string; encoding: string }>(
      `select current_setting('server_version') as version, pg_encoding_to_char(encoding) as encoding
         from pg_database where datname = current_database()`,
    );
    expect(rows[0]).toEqual({ version: expect.stringMatching(/^18\./), encoding: 'UTF8' });
    await client.end();
    const withoutPassword = new pg.Client({ connectionString: server!.url.replace(/:[0-9a-f]{48}@/, '@') });
    await expect(withoutPassword.connect()).rejects.toThrow(/password/);
  });

  it('migrates, matches the entities and seeds idempotently', async () => {
    expect(await runMigrations(orm!)).toEqual(MIGRATIONS.map((migration) => migration.name));
    await expectNoSchemaDiff(orm!);
    await expectIdempotentSeed(orm!);
    await expectDemoWorkspace(orm!);
  });

  it('gives each connection its own session: an open transaction holds nobody else, NOTIFY reaches LISTEN', async () => {
    const outside = await connected(server!.url);
    const listener = await connected(server!.url);
    const heard = new Promise<string>((resolve) =>
      listener.on('notification', (message) => resolve(message.payload!)),
    );
    await listener.query('listen embedded_test');
    const events: string[] = [];
    await orm!.em.fork().transactional(async (tx) => {
      const supplier = await tx.findOneOrFail(Supplier, 'demo-supplier-2');
      supplier.address = 'Landsberger Straße 302, 80687 München';
      await tx.flush();
      // Answered while the transaction is open, and without its uncommitted change.
      const { rows } = await outside.query<{ address: string }>(
        `select address from supplier where id = 'demo-supplier-2'`,
      );
      events.push(
        `outside answered: ${rows[0]!.address === supplier.address ? 'uncommitted' : 'committed'} row`,
      );
      events.push('transaction ends');
    });
    expect(events).toEqual(['outside answered: committed row', 'transaction ends']);
    await outside.query(`notify embedded_test, 'from another connection'`);
    expect(await heard).toBe('from another connection');
    await outside.end();
    await listener.end();
  });

  it("rolls back a killed client's open transaction and releases its locks for the others", async () => {
    const doomed = await connected(server!.url);
    doomed.on('error', () => {});
    await doomed.query('begin');
    await doomed.query(`update supplier set address = 'half-done' where id = 'demo-supplier-3'`);
    // As a process killed with SIGKILL: its socket closes mid-transaction, nothing more is sent.
    (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

    const other = await connected(server!.url);
    await other.query(`set statement_timeout = '10s'`);
    const before = await other.query<{ address: string }>(
      `select address from supplier where id = 'demo-supplier-3'`,
    );
    expect(before.rows[0]?.address).not.toBe('half-done');
    // Waits only until the server has noticed the closed socket and rolled its transaction back.
    await other.query(`update supplier set address = 'after the crash' where id = 'demo-supplier-3'`);
    const after = await other.query<{ address: string }>(
      `select address from supplier where id = 'demo-supplier-3'`,
    );
    expect(after.rows[0]?.address).toBe('after the crash');
    await other.end();
  });

  it('refuses a second server on the same data directory while the first runs', async () => {
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(EmbeddedPostgresError);
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/already served by a running TradeHub/);
  });

  it('keeps the data across a stop and a restart, also past a stale postmaster.pid whose pid was reused', async () => {
    const before = await countRows(orm!);
    await orm!.close();
    await server!.stop();
    expect(readEmbeddedPostgresUrl(dataDir)).toBeUndefined();
    // As after a crash of the machine: the lock file stays, and its pid now belongs to another program.
    await writeFile(
      path.join(dataDir, 'postgres', 'postmaster.pid'),
      `${process.pid}\n${path.join(dataDir, 'postgres')}\n0\n5432\n\n127.0.0.1\n0\nready   \n`,
    );

    const log: string[] = [];
    server = await startEmbeddedPostgres({ dataDir, log: (message) => log.push(message) });
    expect(server.created).toBe(false);
    expect(log.join('\n')).toMatch(/removed a stale .*postmaster\.pid/);
    orm = await initOrm(createOrmConfig({ clientUrl: server.url, poolMax: 4 }));
    expect(await runMigrations(orm)).toEqual([]);
    expect(await countRows(orm)).toEqual(before);
    await expectDemoWorkspace(orm);
  });
});
