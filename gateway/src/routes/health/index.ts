import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MikroORM } from '@tradehub/db';
import type { RedisClient } from '@tradehub/db/queues';
import { healthSchema, readinessSchema, type Readiness } from '@tradehub/contract';

const CHECK_TIMEOUT_MS = 2000;

class CheckTimeout extends Error {}

/**
 * What /ready says about a failed check: a short class of failure. The driver's own message names hosts,
 * ports and sometimes users, which a public probe need not show; it goes to the log instead.
 */
export function describeCheckFailure(error: unknown): string {
  if (error instanceof CheckTimeout) return `no answer within ${CHECK_TIMEOUT_MS} ms`;
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(text)) return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ETIMEDOUT' || /timed? ?out/i.test(text)) return 'connection timed out';
  if (code === '28P01' || code === '28000' || /NOAUTH|WRONGPASS|authentication/i.test(text))
    return 'authentication failed';
  return 'not answering';
}

async function check(
  name: 'postgres' | 'redis',
  log: FastifyBaseLogger,
  run: () => Promise<unknown>,
): Promise<Readiness['checks']['postgres']> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    log.warn({ err: error, check: name }, 'readiness check failed');
    return { status: 'down', error: describeCheckFailure(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** /health: the process answers (liveness). /ready: PostgreSQL and Redis answer too (readiness). */
export const healthRoutes: FastifyPluginAsyncZod<{ orm: MikroORM; redis: RedisClient }> = async (
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
    async (request, reply) => {
      const [postgres, redisCheck] = await Promise.all([
        check('postgres', request.log, () => orm.em.getConnection().execute('select 1')),
        check('redis', request.log, () => redis.ping()),
      ]);
      const ready = postgres.status === 'up' && redisCheck.status === 'up';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not-ready', checks: { postgres, redis: redisCheck } });
    },
  );
};
