import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/embedded/index.js';
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
} from './demo-workspace.js';

describe('on embedded PGlite', () => {
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

  it('serves a loopback URL the pg driver connects to without TLS', async () => {
    expect(server?.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const client = new pg.Client({ connectionString: server?.url });
    await client.connect();
    const result = await client.query<{ ssl: string | null }>(`select current_setting('ssl', true) as ssl`);
    expect(result.rows).toHaveLength(1);
    await client.end();
  });

  it('migrates, matches the entities and seeds idempotently', async () => {
    expect(await runMigrations(orm!)).toEqual(MIGRATIONS.map((migration) => migration.name));
    await expectNoSchemaDiff(orm!);
    await expectIdempotentSeed(orm!);
    await expectDemoWorkspace(orm!);
  });

  it('makes other connections wait while one is inside a transaction', async () => {
    const outside = new pg.Client({ connectionString: server!.url });
    await outside.connect();
    const events: string[] = [];
    let outsideQuery: Promise<unknown> | undefined;
    await orm!.em.fork().transactional(async (tx) => {
      const supplier = await tx.findOneOrFail(Supplier, 'demo-supplier-2');
      supplier.address = 'Landsberger Straße 302, 80687 München';
      await tx.flush();
      // pglite-socket queues this query behind the open transaction instead of interleaving it.
      outsideQuery = outside.query('select 1').then(() => events.push('outside answered'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      events.push('transaction ends');
    });
    await outsideQuery;
    expect(events).toEqual(['transaction ends', 'outside answered']);
    const { rows } = await outside.query<{ address: string }>(
      `select address from supplier where id = 'demo-supplier-2'`,
    );
    expect(rows[0]?.address).toBe('Landsberger Straße 302, 80687 München');
    await outside.end();
  });

  it('keeps the data across a stop and a restart on the same directory', async () => {
    const before = await countRows(orm!);
    await orm!.close();
    await server!.stop();

    server = await startEmbeddedPostgres({ dataDir });
    orm = await initOrm(createOrmConfig({ clientUrl: server.url, poolMax: 4 }));
    expect(await runMigrations(orm)).toEqual([]);
    expect(await countRows(orm)).toEqual(before);
    await expectDemoWorkspace(orm);
  });
});
