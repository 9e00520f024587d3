// The risk queue's processor, called directly (DESIGN.md convention 8) on real PostgreSQL and Redis.
import {
  createOrmConfig,
  initOrm,
  Organisation,
  RiskMetricsSnapshot,
  seedDemo,
  type MikroORM,
} from '@tradehub/db';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { createRiskProcessor, type RiskJob } from '../../src/processors/risk.js';
import { TypedQueue } from '@tradehub/db/queues';
import { riskSnapshotJobId } from '@tradehub/db/domain';

const database = await createPreparedDatabase('risk_processor', 'migrated');
const redisPrefix = createTestRedisPrefix('risk-processor');
const NOW = new Date('2026-03-15T12:34:56.000Z');
const DAY = 24 * 60 * 60 * 1000;

let orm: MikroORM;
let redis: Redis;
let riskQueue: TypedQueue<'risk'>;
let processRisk: ReturnType<typeof createRiskProcessor>;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await seedDemo(orm.em.fork(), { now: NOW });
  // As in the dashboard test: the seed's "days ahead" expiries collapse to now − 1 minute; restore them.
  for (const [id, days] of [
    ['demo-supplier-1-legal-1', 410],
    ['demo-supplier-1-legal-2', 220],
  ] as const) {
    await orm.em
      .fork()
      .getConnection()
      .execute('update supplier_document set expires_at = ? where id = ?', [
        new Date(NOW.getTime() + days * DAY),
        id,
      ]);
  }
  redis = new Redis(redisPrefix.url, { maxRetriesPerRequest: null });
  riskQueue = new TypedQueue('risk', { connection: redis, prefix: redisPrefix.prefix });
  processRisk = createRiskProcessor({ orm, riskQueue, now: () => NOW });
});

afterAll(async () => {
  await riskQueue?.close();
  redis?.disconnect();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

function job<N extends RiskJob['name']>(name: N, data: RiskJob['data'], id = `test-${name}`): RiskJob {
  return { id, name, data } as unknown as Job as RiskJob;
}

describe('risk processor', () => {
  it('stores a snapshot of the demo workspace computed from its data', async () => {
    const result = await processRisk(job('snapshot-risk-metrics', { organisationId: 'demo-organisation' }));
    expect(result).toMatchObject({ status: 'stored' });

    const latest = await orm.em
      .fork()
      .findOneOrFail(
        RiskMetricsSnapshot,
        { organisation: 'demo-organisation' },
        { orderBy: { computedAt: 'desc' } },
      );
    // verification: 1 of 3 suppliers verified = 33.33 %
    // success: 6 completed / (6 + 2 failed) in the last 90 days = 75 %
    // response: Shenzhen created 90 days ago, verified 42 days ago = 48 days = 1,152 h (the only decision)
    // compliance: Shenzhen 4 of 4 checks, Bayern 1 (its register extract), Saigon 0: 5 / 12 = 41.67 %
    expect({
      supplierVerificationRate: latest.supplierVerificationRate,
      paymentSuccessRate: latest.paymentSuccessRate,
      averageResponseTimeHours: latest.averageResponseTimeHours,
      complianceScore: latest.complianceScore,
      computedAt: latest.computedAt.toISOString(),
      createdBy: latest.createdBy,
    }).toEqual({
      supplierVerificationRate: 33.33,
      paymentSuccessRate: 75,
      averageResponseTimeHours: 1152,
      complianceScore: 41.67,
      computedAt: NOW.toISOString(),
      createdBy: null,
    });
  });

  it('stores zeros for an organisation with nothing to measure', async () => {
    const em = orm.em.fork();
    const organisation = em.create(Organisation, { name: 'Empty Co' });
    await em.flush();
    await processRisk(job('snapshot-risk-metrics', { organisationId: organisation.id }));
    const snapshot = await orm.em
      .fork()
      .findOneOrFail(RiskMetricsSnapshot, { organisation: organisation.id });
    expect([
      snapshot.supplierVerificationRate,
      snapshot.paymentSuccessRate,
      snapshot.averageResponseTimeHours,
      snapshot.complianceScore,
    ]).toEqual([0, 0, 0, 0]);
  });

  it('skips an organisation that is gone', async () => {
    const before = await orm.em.fork().count(RiskMetricsSnapshot);
    expect(
      await processRisk(job('snapshot-risk-metrics', { organisationId: 'no-such-organisation' })),
    ).toEqual({
      status: 'skipped',
      reason: 'organisation not found',
    });
    expect(await orm.em.fork().count(RiskMetricsSnapshot)).toBe(before);
  });

  it('fans out one job per organisation, with ids that make a burst queue nothing twice', async () => {
    const organisations = await orm.em.fork().count(Organisation);
    expect(await processRisk(job('snapshot-all-organisations', {}))).toEqual({
      status: 'queued',
      organisations,
    });
    // Again within the same minute (a retried or doubled schedule): the same job ids, nothing new.
    await processRisk(job('snapshot-all-organisations', {}));
    const waiting = await riskQueue.queue.getJobs(['waiting']);
    expect(waiting).toHaveLength(organisations);
    expect(waiting.map((queued) => queued.id).sort()).toEqual(
      (await orm.em.fork().find(Organisation, {})).map(({ id }) => riskSnapshotJobId(id, NOW)).sort(),
    );
    expect(waiting.every((queued) => queued.name === 'snapshot-risk-metrics')).toBe(true);
    // The queue's default retries apply to the fanned-out jobs.
    expect(waiting[0]!.opts.attempts).toBe(3);
  });

  it('makes job ids BullMQ accepts: per organisation and minute, without colons', () => {
    expect(riskSnapshotJobId('demo-organisation', NOW)).toBe('risk-metrics-demo-organisation-202603151234');
    expect(riskSnapshotJobId('a:b', new Date(NOW.getTime() + 2_000))).toBe('risk-metrics-a_b-202603151234');
  });
});
