// Migrating a database and seeding the demo workspace took most of a test file's set-up (about 5 s each, for
// some 60 files): the test run does it once, into two template databases, and each file that wants such a
// database gets a copy (`CREATE DATABASE … TEMPLATE`, about half a second). The templates live as long as
// the run: vitest's global set-up makes them and drops them again; a run that was killed leaves its own,
// which the next run's set-up drops once their process is gone (runs in parallel keep theirs).
import { createOrmConfig, initOrm, runMigrations, seedDemo } from '@tradehub/db';
import type pg from 'pg';
import {
  adminClient,
  createTestDatabase,
  quoteIdentifier,
  testServerUrl,
  type TestDatabase,
} from './test-database.js';

/** A migrated schema, or a migrated schema with the demo workspace seeded. */
export type PreparedKind = 'migrated' | 'seeded';

/** The environment variable that names the run's template of each kind (read by the test files' workers). */
export const TEMPLATE_ENV: Record<PreparedKind, string> = {
  migrated: 'TRADEHUB_TEST_TEMPLATE_MIGRATED',
  seeded: 'TRADEHUB_TEST_TEMPLATE_SEEDED',
};

const TEMPLATE_PREFIX = 'tradehub_template_';

function databaseUrl(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropDatabase(client: pg.Client, name: string) {
  await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
}

/** Drops the templates of runs whose process has gone (a run killed before its teardown). */
async function dropOrphanedTemplates(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(/^tradehub_template_(\d+)_/.exec(datname)?.[1]);
    if (Number.isInteger(pid) && !processAlive(pid)) await dropDatabase(client, datname);
  }
}

/**
 * Makes the run's two templates (migrated; migrated and seeded), names them in process.env for the test
 * files (TEMPLATE_ENV), and answers the teardown that drops them.
 */
export async function prepareTemplateDatabases(): Promise<() => Promise<void>> {
  // Another project's set-up in this run made them already.
  if (process.env[TEMPLATE_ENV.migrated]) return async () => undefined;
  const names: Record<PreparedKind, string> = {
    migrated: `${TEMPLATE_PREFIX}${process.pid}_migrated`,
    seeded: `${TEMPLATE_PREFIX}${process.pid}_seeded`,
  };
  await adminClient(async (client) => {
    await dropOrphanedTemplates(client);
    await client.query(`create database ${quoteIdentifier(names.migrated)}`);
  });
  const drop = () =>
    adminClient(async (client) => {
      for (const name of Object.values(names)) await dropDatabase(client, name);
    });
  try {
    const migrated = await initOrm(createOrmConfig({ clientUrl: databaseUrl(names.migrated), poolMax: 2 }));
    try {
      await runMigrations(migrated);
    } finally {
      await migrated.close();
    }
    await adminClient((client) =>
      client.query(
        `create database ${quoteIdentifier(names.seeded)} template ${quoteIdentifier(names.migrated)}`,
      ),
    );
    const seeded = await initOrm(createOrmConfig({ clientUrl: databaseUrl(names.seeded), poolMax: 2 }));
    try {
      await seedDemo(seeded.em.fork());
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  for (const kind of Object.keys(names) as PreparedKind[]) process.env[TEMPLATE_ENV[kind]] = names[kind];
  return async () => {
    for (const kind of Object.keys(names) as PreparedKind[]) delete process.env[TEMPLATE_ENV[kind]];
    await drop();
  };
}

/**
 * A database of the test's own, migrated (and with the demo workspace, `seeded`): a copy of the run's
 * template, or, where no global set-up made one (a file run outside vitest's config), migrated and seeded
 * here.
 */
export async function createPreparedDatabase(label: string, kind: PreparedKind): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV[kind]];
  if (template) return createTestDatabase(label, { template });
  const database = await createTestDatabase(label);
  try {
    const orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 2 }));
    try {
      await runMigrations(orm);
      if (kind === 'seeded') await seedDemo(orm.em.fork());
    } finally {
      await orm.close();
    }
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
