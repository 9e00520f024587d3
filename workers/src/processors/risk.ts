import type { Job } from 'bullmq';
import { Organisation, type MikroORM } from '@tradehub/db';
import type { JobName, JobPayloads, TypedQueue } from '@tradehub/db/queues';
import { riskSnapshotJobId, storeRiskSnapshot } from '@tradehub/db/domain';

export type RiskJob = {
  [N in JobName<'risk'>]: Job<JobPayloads['risk'][N], unknown, N>;
}[JobName<'risk'>];

export type RiskJobResult =
  | { status: 'stored'; snapshotId: string }
  | { status: 'skipped'; reason: string }
  | { status: 'queued'; organisations: number };

export interface RiskProcessorDeps {
  orm: MikroORM;
  /** Where the hourly fan-out queues one snapshot job per organisation. */
  riskQueue: Pick<TypedQueue<'risk'>, 'queue'>;
  /** The clock (tests pin it). */
  now?: () => Date;
}

/** Organisations are read in pages so the fan-out holds a bounded number of ids at a time. */
const FAN_OUT_PAGE = 500;

export function createRiskProcessor({ orm, riskQueue, now = () => new Date() }: RiskProcessorDeps) {
  return async function processRisk(job: RiskJob): Promise<RiskJobResult> {
    // A fresh identity map per job (DESIGN.md convention 7).
    const em = orm.em.fork();
    switch (job.name) {
      case 'snapshot-risk-metrics': {
        const { organisationId } = job.data as JobPayloads['risk']['snapshot-risk-metrics'];
        const at = now();
        const snapshot = await storeRiskSnapshot(em, organisationId, at);
        // The organisation may be gone by the time the job runs (DESIGN.md convention 2).
        if (!snapshot) return { status: 'skipped', reason: 'organisation not found' };
        return { status: 'stored', snapshotId: snapshot.id };
      }
      case 'snapshot-all-organisations': {
        const at = now();
        let organisations = 0;
        for (let offset = 0; ; offset += FAN_OUT_PAGE) {
          const page = await em.find(
            Organisation,
            {},
            { fields: ['id'], orderBy: { id: 'asc' }, limit: FAN_OUT_PAGE, offset },
          );
          if (page.length === 0) break;
          await riskQueue.queue.addBulk(
            page.map(({ id }) => ({
              name: 'snapshot-risk-metrics',
              data: { organisationId: id },
              opts: { jobId: riskSnapshotJobId(id, at) },
            })),
          );
          organisations += page.length;
          if (page.length < FAN_OUT_PAGE) break;
        }
        return { status: 'queued', organisations };
      }
    }
  };
}
