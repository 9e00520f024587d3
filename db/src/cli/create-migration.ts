// `npm run db:migration:create`: writes the next migration (the difference between the entities and the
// schema the existing migrations build) into db/src/migrations. It needs no database server: it
// replays the migrations on a throw-away embedded PostgreSQL server (db/src/embedded).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../embedded/index.js';
import { createOrmConfig, initOrm, runMigrations } from '../orm.js';

const MIGRATIONS_SOURCE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/migrations',
);

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'tradehub-migration-'));
  const embedded = await startEmbeddedPostgres({ dataDir: scratch });
  try {
    const base = createOrmConfig({ clientUrl: embedded.url, poolMax: 1 });
    const orm = await initOrm({ ...base, migrations: { ...base.migrations, path: MIGRATIONS_SOURCE_DIR } });
    try {
      await runMigrations(orm);
      const created = await orm.getMigrator().createMigration(MIGRATIONS_SOURCE_DIR);
      if (created.diff.up.length === 0) {
        console.log('The entities match the migrations: nothing to write.');
        return;
      }
      const className = created.fileName.replace(/\.ts$/, '');
      console.log(`Wrote db/src/migrations/${created.fileName}. Review it, then add it to MIGRATIONS in`);
      console.log(`db/src/migrations/index.ts: { name: '${className}', class: ${className} }`);
    } finally {
      await orm.close();
    }
  } finally {
    await embedded.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Creating the migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
