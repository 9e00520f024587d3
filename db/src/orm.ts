import { MikroORM, PostgreSqlDriver, UnderscoreNamingStrategy, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';
import { OutboxMessage } from './outbox/outbox-message.js';
import { ReadYourWritesSubscriber } from './sql/read-connection.js';
import { currentEntityManager } from './request-entity-manager.js';

/**
 * How long a query waits for a pooled connection, and a new connection for PostgreSQL's answer, before
 * failing (DATABASE_WAIT_MS). knex's default is a minute: while the database is away a request would hang
 * that long instead of answering 503 at once (the gateway maps these failures to `database_unavailable`).
 * Dead connections are dropped by the pool itself, so it recovers without a restart when PostgreSQL is back.
 */
const DEFAULT_CONNECTION_WAIT_MS = 5_000;

/**
 * JIT off for our sessions: the dashboard's FX-rate sampling query is estimated at millions of rows (it
 * reads a few thousand), which made PostgreSQL spend ~1.7 s compiling a ~30 ms query on every dashboard
 * cache miss and every risk report (measured by bench:jobs; with JIT off the step takes ~0.2 s).
 * Our queries are short OLTP reads where JIT never pays off.
 */
const SESSION_OPTIONS = '-c jit=off';

export interface OrmConfigInput {
  /** postgres://user@host:port/database */
  clientUrl: string;
  /** Most connections the pool opens (default 10). */
  poolMax?: number;
  /** Log every query. */
  debug?: boolean;
  /** How long to wait for a connection (pool and connect), default 5 s; see DEFAULT_CONNECTION_WAIT_MS. */
  connectionWaitMs?: number;
  /**
   * PostgreSQL's statement_timeout and idle_in_transaction_session_timeout for these sessions (default:
   * the server's, none). The workers set it (QUEUE_STATEMENT_TIMEOUT_MS) so that a job's query that hangs
   * fails its attempt instead of holding the job forever, and a job stuck between two statements of a
   * transaction does not hold its locks forever either.
   */
  statementTimeoutMs?: number;
  /**
   * Streaming replicas (DATABASE_REPLICA_URLS). Only the reads that ask for one go there (readRows and the
   * dashboard through sql/read-connection.ts): `preferReadReplicas` is off, so the ORM's own reads stay on
   * the primary, and so does everything in a transaction.
   */
  replicaUrls?: readonly string[];
}

/**
 * The MikroORM options every TradeHub process uses. Entities and migrations are listed explicitly (no
 * folder discovery), so the compiled package works from dist and from the sources alike.
 */
export function createOrmConfig({
  clientUrl,
  poolMax = 10,
  debug = false,
  connectionWaitMs = DEFAULT_CONNECTION_WAIT_MS,
  statementTimeoutMs,
  replicaUrls = [],
}: OrmConfigInput): Options {
  const sessionOptions = statementTimeoutMs
    ? `${SESSION_OPTIONS} -c statement_timeout=${statementTimeoutMs} -c idle_in_transaction_session_timeout=${statementTimeoutMs}`
    : SESSION_OPTIONS;
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: [...ENTITIES, OutboxMessage],
    namingStrategy: UnderscoreNamingStrategy,
    pool: { min: 0, max: poolMax, acquireTimeoutMillis: connectionWaitMs },
    driverOptions: { connection: { connectionTimeoutMillis: connectionWaitMs, options: sessionOptions } },
    replicas: replicaUrls.map((url, index) => ({ name: `replica-${index + 1}`, clientUrl: url })),
    preferReadReplicas: false,
    subscribers: replicaUrls.length > 0 ? [new ReadYourWritesSubscriber()] : [],
    debug,
    // Work goes through a forked EntityManager per request or job, never the global one; the global one
    // resolves to the request's (runWithEntityManager), carried in the process's one AsyncLocalStorage.
    allowGlobalContext: false,
    context: () => currentEntityManager(),
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
