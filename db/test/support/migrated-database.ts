// A test database of the suite's own, made before its tests and dropped after them: migrated to the latest
// schema for the command tests (useMigratedDatabase), or up to a named migration, for testing the migrations
// after it on rows written before them (useDatabaseMigratedTo: `sql` writes those rows as the old schema had
// them, `migrate` runs the rest, or up to one).
import { afterAll, beforeAll } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import { createOrmConfig, initOrm, type MikroORM } from '../../src/index.js';

/**
 * A database migrated to the latest schema before the suite's own beforeAll (call it first, at the top of
 * the file) and dropped after its tests: `orm` once made, `inTransaction` runs a command as the routes do.
 */
export function useMigratedDatabase(name: string, poolMax = 4) {
  let database: TestDatabase | undefined;
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    database = await createPreparedDatabase(name, 'migrated');
    orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax }));
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });
  const migrated = {
    get orm(): MikroORM {
      if (!orm) throw new Error(`the ${name} database is made in beforeAll`);
      return orm;
    },
    /** `work` in one transaction on a fresh fork, as a route runs a command. */
    inTransaction: <T>(work: (em: MikroORM['em']) => Promise<T>) =>
      migrated.orm.em.fork().transactional((tx) => work(tx as MikroORM['em'])),
  };
  return migrated;
}

export function useDatabaseMigratedTo(name: string, before: string) {
  let database: TestDatabase | undefined;
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(name);
    orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 2 }));
    await orm.getMigrator().up({ to: before });
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });
  return {
    /** One statement on a fresh fork, `?` parameters. */
    sql: <T extends object = Record<string, unknown>>(query: string, params: unknown[] = []) =>
      orm!.em.fork().getConnection().execute<T[]>(query, params),
    /** The migrations after `before`: all of them, or up to and including `to`. */
    migrate: async (to?: string) => {
      await orm!.getMigrator().up(to ? { to } : undefined);
    },
  };
}
