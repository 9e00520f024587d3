import type { Job } from 'bullmq';
import { fxSnapshotSchema, type FxSnapshot } from '@tradehub/contract';
import { fxLatestKey } from '@tradehub/db/domain';
import type { JobName, JobPayloads, RedisClient } from '@tradehub/db/queues';
import type { MarginGuardResult, MarginGuardScope } from '../fx/margin-guard.js';

export type FxJob = {
  [N in JobName<'fx'>]: Job<JobPayloads['fx'][N], unknown, N>;
}[JobName<'fx'>];

export type FxJobResult =
  ({ status: 'evaluated' } & MarginGuardResult) | { status: 'skipped'; reason: string };

export interface FxProcessorDeps {
  /** Commands only: the feed's latest snapshot is read from it. */
  redis: RedisClient;
  redisPrefix: string;
  evaluateMarginGuard: (snapshot: FxSnapshot, scope: MarginGuardScope) => Promise<MarginGuardResult>;
}

/** 'margin-guard': a bill recorded (or an organisation's tolerance changed) is judged at the latest rates. */
export function createFxProcessor({ redis, redisPrefix, evaluateMarginGuard }: FxProcessorDeps) {
  return async function processFx(job: FxJob): Promise<FxJobResult> {
    const raw = await redis.get(fxLatestKey(redisPrefix));
    const parsed = raw ? fxSnapshotSchema.safeParse(JSON.parse(raw)) : undefined;
    // No rate yet: the feed's first tick judges every bill anyway.
    if (!parsed?.success) return { status: 'skipped', reason: 'no FX snapshot yet' };
    const result = await evaluateMarginGuard(parsed.data, {
      organisationId: job.data.organisationId,
      billId: job.data.billId,
    });
    return { status: 'evaluated', ...result };
  };
}
