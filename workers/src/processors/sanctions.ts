import type { Job } from 'bullmq';
import type { MikroORM } from '@tradehub/db';
import { screenAllSuppliers, type ScreenAllResult } from '@tradehub/db/domain';
import type { JobName, JobPayloads } from '@tradehub/db/queues';
import { importSanctionsList, type ImportCounts } from '../sanctions/import-list.js';

export type SanctionsJob = {
  [N in JobName<'sanctions'>]: Job<JobPayloads['sanctions'][N], unknown, N>;
}[JobName<'sanctions'>];

export type SanctionsJobResult =
  | { status: 'skipped'; reason: string }
  | { status: 'imported'; imports: ImportCounts[]; screening: ScreenAllResult };

export interface SanctionsProcessorDeps {
  orm: MikroORM;
  /** SANCTIONS_OFAC_SOURCE and SANCTIONS_UN_SOURCE. */
  sources: { ofac: string | undefined; un: string | undefined };
}

export function createSanctionsProcessor({ orm, sources }: SanctionsProcessorDeps) {
  return async function processSanctions(job: SanctionsJob): Promise<SanctionsJobResult> {
    switch (job.name) {
      case 'reimport-sanctions-lists': {
        if (!sources.ofac && !sources.un)
          return { status: 'skipped', reason: 'SANCTIONS_OFAC_SOURCE and SANCTIONS_UN_SOURCE are not set' };
        const imports: ImportCounts[] = [];
        if (sources.ofac) imports.push(await importSanctionsList(orm.em.fork(), 'ofac', sources.ofac));
        if (sources.un) imports.push(await importSanctionsList(orm.em.fork(), 'un', sources.un));
        const screening = await screenAllSuppliers(orm.em.fork());
        return { status: 'imported', imports, screening };
      }
    }
  };
}
