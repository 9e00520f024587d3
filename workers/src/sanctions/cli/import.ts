// `npm run sanctions:import -- --ofac <path|url> [--ofac-alt <path|url>] --un <path|url>`: imports the
// official lists (defaults: SANCTIONS_OFAC_SOURCE, SANCTIONS_UN_SOURCE), then re-screens every supplier.
import { parseArgs } from 'node:util';
import { createOrmConfig, initOrm } from '@tradehub/db';
import { ConfigError, loadConfig } from '@tradehub/db/config';
import { importSanctionsList, type ImportCounts } from '../import-list.js';
import { screenAllSuppliers } from '@tradehub/db/domain';

async function main() {
  const { values } = parseArgs({
    options: {
      ofac: { type: 'string' },
      'ofac-alt': { type: 'string' },
      un: { type: 'string' },
      'no-rescreen': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const ofac = values.ofac ?? config.sanctions.ofac;
  const un = values.un ?? config.sanctions.un;
  if (!ofac && !un) {
    console.error(
      'Nothing to import: pass --ofac <sdn.csv path or URL> and/or --un <consolidated.xml path or URL>, ' +
        'or set SANCTIONS_OFAC_SOURCE / SANCTIONS_UN_SOURCE.',
    );
    process.exit(2);
  }
  if (!config.databaseUrl) throw new ConfigError([{ variable: 'DATABASE_URL', message: 'is required' }]);
  const orm = await initOrm(createOrmConfig({ clientUrl: config.databaseUrl }));
  try {
    const counts: ImportCounts[] = [];
    if (ofac)
      counts.push(await importSanctionsList(orm.em.fork(), 'ofac', { main: ofac, alt: values['ofac-alt'] }));
    if (un) counts.push(await importSanctionsList(orm.em.fork(), 'un', un));
    for (const { list, total, created, updated, deleted } of counts) {
      console.log(`${list}: ${total} parties (${created} new, ${updated} updated, ${deleted} removed)`);
    }
    if (!values['no-rescreen']) {
      // No Redis here: alerts are stored (and shown on the next load), not pushed live.
      const { screened, withNewHits } = await screenAllSuppliers(orm.em.fork());
      console.log(`re-screened ${screened} suppliers; ${withNewHits} with new possible matches`);
    }
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
