import type { Job } from 'bullmq';
import type { MikroORM } from '@tradehub/db';
import { screenSupplier, type ScreenSupplierResult } from '@tradehub/db/domain';
import type { JobPayloads } from '@tradehub/db/queues';

export type ScreeningJob = Job<JobPayloads['screening']['screen-supplier'], unknown, 'screen-supplier'>;

/**
 * Screens one supplier against the stored sanctions lists, here in the workers rather than on a gateway's
 * event loop. The supplier was set `pending` by the transaction that queued this job; the screening stores
 * the result (and its risk score), raises a hit's alert and pushes `supplier:changed`, in one transaction. A
 * supplier deleted meanwhile is skipped; a second run screens again and changes nothing new.
 */
export function createScreeningProcessor({ orm }: { orm: MikroORM }) {
  return async function processScreening(job: ScreeningJob): Promise<ScreenSupplierResult> {
    return screenSupplier(orm.em.fork(), job.data.supplierId);
  };
}
