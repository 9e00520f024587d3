// PostgreSQL without installing PostgreSQL: PGlite (Postgres compiled to WebAssembly) keeps its files in
// <dataDir>/pglite and pglite-socket serves it on loopback over the ordinary wire protocol, so every
// process (gateway, workers, migrations) connects with a normal postgres:// URL.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgresOptions {
  /** The application data directory; the database lives in `<dataDir>/pglite` (created if missing). */
  dataDir: string;
  /** TCP port; 0 (the default) picks any free port. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /**
   * Concurrent client connections (default 32). PGlite is a single session: pglite-socket queues every
   * query and, while one connection is inside a transaction, runs only that connection's queries.
   */
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  /** postgres://postgres@<host>:<port>/postgres (no TLS, no password). */
  url: string;
  port: number;
  /** Stops accepting connections, closes the open ones, then closes PGlite so its files are consistent. */
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres({
  dataDir,
  port = 0,
  host = '127.0.0.1',
  maxConnections = 32,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const databaseDir = path.resolve(dataDir, 'pglite');
  await mkdir(databaseDir, { recursive: true });

  const db = await PGlite.create(databaseDir);
  const server = new PGLiteSocketServer({ db, port, host, maxConnections });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }

  const boundPort = Number(server.getServerConn().split(':').pop());
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres@${host.includes(':') ? `[${host}]` : host}:${boundPort}/postgres`,
    port: boundPort,
    stop() {
      stopping ??= (async () => {
        await server.stop();
        // server.stop() does not wait for its connections to detach, and a detaching connection may
        // still roll back its open transaction: take PGlite's lock once so that has finished.
        await db.runExclusive(async () => {});
        await db.close();
      })();
      return stopping;
    },
  };
}
