// Hot list reads (Recent Transactions, notifications, activities, the workspace overview) as named
// prepared statements. MikroORM's em.execute() inlines every parameter into the SQL text, so PostgreSQL
// parses and plans each call from scratch: for the payments page that was 1.2 ms of planning for 0.3 ms of
// work. A named statement is parsed once per connection and PostgreSQL reuses its plan, which lifted
// bench:api's payments list from ~900 to ~2,200–2,700 requests/s and notifications from ~3,200 to
// ~5,400–7,100 (same machine, same hour; in loadtests/README.md's git history).
//
// Not every server keeps statements per connection: PgBouncer in transaction mode before 1.21 hands a
// client a different server session per transaction, so a name prepared on one "already exists" (or is
// missing) on the next. DATABASE_PREPARED_STATEMENTS=false falls back to the inlined path there.
import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { readConnection } from './read-connection.js';

/** What a pg Client offers here (knex hands out pg Clients from its pool). */
interface PgClient {
  query<T>(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: T[] }>;
}
interface KnexPool {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(client: PgClient): Promise<void>;
}

// Keyed on the ORM's Configuration, which every forked EntityManager shares.
const preparedAllowed = new WeakMap<object, boolean>();

/** Whether readRows may use named prepared statements on this ORM's connections (default: no). */
export function allowPreparedStatements(orm: MikroORM, allowed: boolean): void {
  preparedAllowed.set(orm.config, allowed);
}

/** knex's `?` placeholders as PostgreSQL's `$1…$n`; our statements have no `?` inside string literals. */
function numberPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

interface NamedStatement {
  name: string;
  text: string;
}
const statements = new Map<string, NamedStatement>();

/** One name per distinct text (the hash of it), so a name never stands for two statements. */
function namedStatement(sql: string): NamedStatement {
  let statement = statements.get(sql);
  if (!statement) {
    const text = numberPlaceholders(sql);
    statement = { name: `th_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text };
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * Runs a read-only statement (knex `?` placeholders) and returns its rows, typed as the caller says: on a
 * replica when one is configured and safe to read (read-connection.ts), else on the primary. Inside a
 * transaction, or where prepared statements are not allowed, it is em.execute() as before.
 */
export async function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  if (em.getTransactionContext()) return em.execute<T[]>(sql, [...params]); // in the transaction
  const connection = readConnection(em);
  if (!preparedAllowed.get(em.config)) return connection.execute<T[]>(sql, [...params]);
  const statement = namedStatement(sql);
  const pool = connection.getKnex().client as unknown as KnexPool;
  const client = await pool.acquireConnection();
  try {
    const result = await client.query<T>({ name: statement.name, text: statement.text, values: params });
    return result.rows;
  } finally {
    await pool.releaseConnection(client);
  }
}
