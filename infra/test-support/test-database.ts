// A throw-away PostgreSQL database per test file: integration tests never share a database and never
// touch one they did not create. Plain `pg` only, so any workspace can use it without @tradehub/db.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Name of the database, e.g. tradehub_test_db_1a2b3c4d. */
  name: string;
  /** Ends every connection to the database and drops it. Safe to call more than once. */
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests make their databases on (a URL of its `postgres` database). */
export function testServerUrl(): string {
  return process.env.TEST_POSTGRES_URL || DEFAULT_SERVER_URL;
}

function databaseName(label: string): string {
  const safeLabel =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 30) || 'db';
  return `tradehub_test_${safeLabel}_${randomBytes(5).toString('hex')}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `run` on a connection to the server's `postgres` database, closed afterwards. */
export async function adminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database named `tradehub_test_<label>_<random>` on the test server (TEST_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres): empty, or a copy of the `template` database.
 */
export async function createTestDatabase(
  label: string,
  { template }: { template?: string } = {},
): Promise<TestDatabase> {
  const name = databaseName(label);
  const copy = template ? ` template ${quoteIdentifier(template)}` : '';
  await adminClient((client) => client.query(`create database ${quoteIdentifier(name)}${copy}`));

  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;

  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminClient(async (client) => {
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
      });
    },
  };
}
