// A test database migrated up to a named migration, for testing the migrations after it on rows written
// before them: `sql` writes those rows as the old schema had them, `migrate` runs the rest (or up to one).
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import { createOrmConfig, initOrm, type MikroORM } from '../../src/index.js';

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
