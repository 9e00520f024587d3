// `EMBEDDED_DATA_DIR=<dir> node embedded-postgres-server.js`: the embedded database as `npm start` serves it (PGlite behind
// pglite-socket, db/src/embedded), in a process of its own as in the launcher, so that PGlite's work does
// not run on the harness's event loop. Prints `EMBEDDED_DATABASE_URL <url>` once it listens; SIGTERM stops
// it (closing PGlite cleanly).
import { startEmbeddedPostgres } from '@tradehub/db/embedded';

const dataDir = process.env.EMBEDDED_DATA_DIR;
if (!dataDir) throw new Error('EMBEDDED_DATA_DIR: where PGlite keeps its files');

const embedded = await startEmbeddedPostgres({ dataDir });
console.log(`EMBEDDED_DATABASE_URL ${embedded.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void embedded.stop().then(() => process.exit(0));
  });
}
