// The sanctions screening set-up the gateway's and the workers' screening tests share: the lists shipped with
// the workers (workers/fixtures/sanctions) imported as the weekly job imports them, and a supplier as those
// tests add one to screen.
import { fileURLToPath } from 'node:url';
import type { MikroORM, Supplier } from '@tradehub/db';
import { importSanctionsList } from '@tradehub/workers';
import { buildSupplier } from './factories.js';

/** A file of the shipped lists: `sdn.csv` (OFAC, `alt.csv` beside it), `consolidated.xml` (UN). */
export const sanctionsFixture = (name: string) =>
  fileURLToPath(new URL(`../../workers/fixtures/sanctions/${name}`, import.meta.url));

const SHIPPED = { ofac: 'sdn.csv', un: 'consolidated.xml' } as const;

/**
 * Imports the shipped `lists` (both unless named) into the database, each in its own unit of work, with
 * `importList` (the built workers' unless given: the workers' own tests pass their source's).
 */
export async function importSanctionsFixtures(
  orm: MikroORM,
  lists: readonly (keyof typeof SHIPPED)[] = ['ofac', 'un'],
  importList: typeof importSanctionsList = importSanctionsList,
): Promise<void> {
  for (const list of lists) await importList(orm.em.fork(), list, sanctionsFixture(SHIPPED[list]));
}

/**
 * A supplier waiting for review and never screened, in the United Arab Emirates (no country code),
 * Logistics, Low risk: nothing about it but its name (and key people) decides a screening. For the caller to
 * flush.
 */
export function buildScreeningSupplier(
  em: Parameters<typeof buildSupplier>[0],
  overrides: Parameters<typeof buildSupplier>[1],
): Supplier {
  return buildSupplier(em, {
    location: 'United Arab Emirates',
    countryCode: null,
    category: 'Logistics',
    status: 'pending',
    screeningStatus: 'not_screened',
    ...overrides,
  });
}
