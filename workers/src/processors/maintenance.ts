import type { Job } from 'bullmq';
import type { MikroORM } from '@tradehub/db';
import { expireSupplierDocuments } from '@tradehub/db/domain';
import { pruneDemoChats } from '../maintenance/prune-demo-chats.js';
import { pruneFxHistory } from '../maintenance/prune-fx-history.js';
import type { JobName, JobPayloads } from '@tradehub/db/queues';

export type MaintenanceJob = {
  [N in JobName<'maintenance'>]: Job<JobPayloads['maintenance'][N], unknown, N>;
}[JobName<'maintenance'>];

export function createMaintenanceProcessor(orm: MikroORM) {
  return async function processMaintenance(job: MaintenanceJob) {
    // A fresh identity map per job (DESIGN.md convention 7).
    const em = orm.em.fork();
    switch (job.name) {
      case 'prune-fx-history': {
        const deleted = await pruneFxHistory(em, job.data.retainDays);
        return { deleted };
      }
      case 'prune-demo-chats': {
        const deleted = await pruneDemoChats(em, job.data.retainDays);
        return { deleted };
      }
      case 'expire-documents':
        return expireSupplierDocuments(em);
    }
  };
}
