import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import {
  allowPreparedStatements,
  createOrmConfig,
  initOrm,
  readRows,
  type MikroORM,
} from '../../src/index.js';

// readRows on real PostgreSQL: the same rows as em.execute(), as a named statement each connection
// prepares once; inline when prepared statements are not allowed or inside a transaction.
const ITEMS_SQL = `select id, label, amount_minor::text as amount_minor, created_at
                     from read_rows_item where label <> ? order by id limit ? offset ?`;
const PREPARED_SQL = `select name, statement from pg_prepared_statements where name like 'th\\_%'`;

interface ItemRow {
  id: number;
  label: string;
  amount_minor: string;
  /** MikroORM's pg type parsers leave timestamps as PostgreSQL's text; both paths share them. */
  created_at: string;
}

describe('readRows', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase('read-rows');
    // One connection, so every call below runs in the same session and pg_prepared_statements shows it.
    orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 1 }));
    await orm.em.getConnection().execute(`create table read_rows_item (
      id int primary key, label text not null, amount_minor bigint not null,
      created_at timestamptz not null default '2026-11-21T10:00:00Z')`);
    await orm.em
      .getConnection()
      .execute(
        `insert into read_rows_item (id, label, amount_minor) select n, 'item ' || n, n * 9007199254 from generate_series(1, 30) n`,
      );
  });

  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('runs inline (nothing prepared) until prepared statements are allowed', async () => {
    const em = orm.em.fork();
    const rows = await readRows<ItemRow>(em, ITEMS_SQL, ['item 2', 5, 0]);
    expect(rows.map((row) => row.id)).toEqual([1, 3, 4, 5, 6]);
    expect(await readRows(em, PREPARED_SQL, [])).toEqual([]);
  });

  it('prepares each statement once per connection and answers as em.execute() does', async () => {
    allowPreparedStatements(orm, true);
    const em = orm.em.fork();
    const inline = await em.getConnection().execute<ItemRow[]>(ITEMS_SQL, ['item 2', 10, 5]);
    for (let call = 0; call < 3; call += 1) {
      expect(await readRows<ItemRow>(em, ITEMS_SQL, ['item 2', 10, 5])).toEqual(inline);
    }
    // Other parameters, same statement: still one prepared entry for it.
    expect((await readRows<ItemRow>(em, ITEMS_SQL, ['item 1', 2, 0])).map((row) => row.id)).toEqual([2, 3]);
    expect(inline[0]).toEqual({
      id: 7,
      label: 'item 7',
      amount_minor: String(7 * 9007199254),
      created_at: expect.any(String),
    });
    expect(new Date(inline[0]!.created_at).toISOString()).toBe('2026-11-21T10:00:00.000Z');

    const prepared = await readRows<{ name: string; statement: string }>(em, PREPARED_SQL, []);
    const items = prepared.filter((entry) => entry.statement.includes('from read_rows_item'));
    expect(items).toHaveLength(1);
    expect(items[0]!.statement).toContain('label <> $1 order by id limit $2 offset $3');
  });

  it('uses the transaction when there is one, so it sees what the transaction wrote', async () => {
    allowPreparedStatements(orm, true);
    await orm.em
      .fork()
      .transactional(async (em) => {
        await em.execute(`insert into read_rows_item (id, label, amount_minor) values (99, 'new', 1)`);
        const rows = await readRows<ItemRow>(em, `select id from read_rows_item where id = ?`, [99]);
        expect(rows.map((row) => row.id)).toEqual([99]);
        throw new Error('roll back');
      })
      .catch((error: unknown) => expect((error as Error).message).toBe('roll back'));
    expect(await readRows(orm.em.fork(), `select id from read_rows_item where id = ?`, [99])).toEqual([]);
  });
});
