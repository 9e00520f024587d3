import { setTimeout as sleep } from 'node:timers/promises';
import { context, createContextKey } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import {
  createOrmConfig,
  currentEntityManager,
  initOrm,
  runWithEntityManager,
  type EntityManager,
  type MikroORM,
} from '../../src/index.js';

// The request's EntityManager rides in OpenTelemetry's context, the process's one AsyncLocalStorage: the
// global EntityManager resolves to it across awaits and timers, each request to its own, and nowhere else.
describe('runWithEntityManager', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase('request-em');
    orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 2 }));
  });

  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('refuses the global EntityManager outside a request', () => {
    expect(currentEntityManager()).toBeUndefined();
    expect(() => orm.em.getContext()).toThrow(/global EntityManager/);
  });

  it('resolves the global EntityManager to the bound one across awaits, timers and queries', async () => {
    const fork = orm.em.fork();
    await runWithEntityManager(fork, async () => {
      expect(orm.em.getContext()).toBe(fork);
      await sleep(5);
      const [row] = await orm.em.getConnection().execute<{ one: number }[]>('select 1 as one');
      expect(row?.one).toBe(1);
      expect(orm.em.getContext()).toBe(fork);
    });
    expect(currentEntityManager()).toBeUndefined();
  });

  it('keeps concurrent requests apart', async () => {
    const seen = async (em: EntityManager, delayMs: number) =>
      runWithEntityManager(em, async () => {
        await sleep(delayMs);
        return orm.em.getContext();
      });
    const [first, second] = [orm.em.fork(), orm.em.fork()];
    const [seenByFirst, seenBySecond] = await Promise.all([seen(first, 20), seen(second, 1)]);
    expect(seenByFirst).toBe(first);
    expect(seenBySecond).toBe(second);
  });

  it('survives trace context set inside the request (one storage for both)', async () => {
    const fork = orm.em.fork();
    const traceKey = createContextKey('a span, as the tracing hooks set one');
    await runWithEntityManager(fork, () =>
      context.with(context.active().setValue(traceKey, 'span'), async () => {
        await sleep(1);
        expect(context.active().getValue(traceKey)).toBe('span');
        expect(orm.em.getContext()).toBe(fork);
      }),
    );
  });
});
