import { MikroORM, PostgreSqlDriver, UnderscoreNamingStrategy, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';

export interface OrmConfigInput {
  /** postgres://user@host:port/database */
  clientUrl: string;
  /** Most connections the pool opens (default 10). */
  poolMax?: number;
  /** Log every query. */
  debug?: boolean;
}

/**
 * The MikroORM options every TradeHub process uses. Entities and migrations are listed explicitly (no
 * folder discovery), so the compiled package works from dist and from the sources alike.
 */
export function createOrmConfig({ clientUrl, poolMax = 10, debug = false }: OrmConfigInput): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    namingStrategy: UnderscoreNamingStrategy,
    pool: { min: 0, max: poolMax },
    debug,
    // Work goes through a forked EntityManager per request or job (RequestContext), never the global one.
    allowGlobalContext: false,
    // Defaults (ids, timestamps, statuses) are filled in by em.create(), so an id is known before flush.
    processOnCreateHooksEarly: true,
    forceUtcTimezone: true,
    // EntitySchema carries every type; there is nothing to cache.
    metadataCache: { enabled: false },
    discovery: { warnWhenNoEntities: true, checkDuplicateTableNames: true },
    extensions: [Migrator],
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      // Never write snapshot files at run time (read-only deployments).
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
  };
}

export function initOrm(options: Options): Promise<MikroORM> {
  return MikroORM.init(options);
}

/** Applies every pending migration (all in one transaction) and returns the names applied, in order. */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
