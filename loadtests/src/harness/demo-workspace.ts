// The demo workspace (@tradehub/db's seedDemo) in a migrated database: the data every benchmark that signs
// in or reads reports starts from.

/** Seeds the demo workspace into the database at `databaseUrl`, through an ORM opened only for that. */
export async function seedDemoWorkspace(databaseUrl: string): Promise<void> {
  const db = await import('@tradehub/db');
  // A small pool, as nothing else uses this ORM; closed at once, so that no connection is left open to the
  // database that the run drops at the end.
  const orm = await db.initOrm(db.createOrmConfig({ clientUrl: databaseUrl, poolMax: 2 }));
  try {
    await db.seedDemo(orm.em.fork());
  } finally {
    await orm.close();
  }
}
