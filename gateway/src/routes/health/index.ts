import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MikroORM } from '@tradehub/db';
import type { Redis } from 'ioredis';
import { healthSchema, readinessSchema, type Readiness } from '../../contract/index.js';

const CHECK_TIMEOUT_MS = 2000;

async function check(run: () => Promise<unknown>): Promise<Readiness['checks']['postgres']> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** /health: the process answers (liveness). /ready: PostgreSQL and Redis answer too (readiness). */
export const healthRoutes: FastifyPluginAsyncZod<{ orm: MikroORM; redis: Redis }> = async (
  app,
  { orm, redis },
) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: PostgreSQL and Redis reachable',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [postgres, redisCheck] = await Promise.all([
        check(() => orm.em.getConnection().execute('select 1')),
        check(() => redis.ping()),
      ]);
      const ready = postgres.status === 'up' && redisCheck.status === 'up';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not-ready', checks: { postgres, redis: redisCheck } });
    },
  );
};
