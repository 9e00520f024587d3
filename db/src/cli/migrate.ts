// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR when DATABASE_URL is unset, then the idempotent demo seed (the public read-only demo
// workspace, as `npm start` does) unless run with --without-demo. Deployments run it once before the
// gateways and workers start (infra/deploy).
import { ConfigError, loadConfig } from '../config/index.js';
import { readEmbeddedPostgresUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded/index.js';
import { createOrmConfig, initOrm, runMigrations } from '../orm.js';
import { seedDemo } from '../seeds/demo-seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  try {
    let url = config.databaseUrl;
    if (url) {
      console.log(`Migrating ${describe(url)}`);
    } else if ((url = readEmbeddedPostgresUrl(config.dataDir))) {
      // `npm start` is serving it: migrate through that server (a second one cannot open the same files).
      console.log(`Migrating the running embedded database in ${config.dataDir}`);
    } else {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
      url = embedded.url;
      console.log(`Migrating the embedded database in ${config.dataDir}`);
    }
    const orm = await initOrm(createOrmConfig({ clientUrl: url, poolMax: 2 }));
    try {
      const applied = await runMigrations(orm);
      if (applied.length === 0) console.log('The schema is up to date.');
      else for (const name of applied) console.log(`Applied ${name}`);
      if (!process.argv.includes('--without-demo')) {
        await seedDemo(orm.em.fork());
        console.log('The demo workspace is in place.');
      }
    } finally {
      await orm.close();
    }
  } finally {
    await embedded?.stop();
  }
}

/** The URL without its password, for messages. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
