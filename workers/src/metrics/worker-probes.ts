// The workers process's own HTTP listener (WORKERS_METRICS_PORT): /metrics for Prometheus (behind
// METRICS_TOKEN when set), /health (the process answers: liveness) and /ready (PostgreSQL and Redis answer
// and the process is not stopping: readiness), for Kubernetes probes and compose health checks.
import type { MikroORM } from '@tradehub/db';
import { startMetricsListener, type MetricsListener } from '@tradehub/db/telemetry';
import type { Cluster, Redis } from 'ioredis';
import type { Registry } from 'prom-client';

const CHECK_TIMEOUT_MS = 2_000;

export interface WorkerProbesOptions {
  port: number;
  host: string;
  token: string | undefined;
  registry: Registry;
  orm: MikroORM;
  redis: Redis | Cluster;
  /** True once the process is stopping (it finishes its jobs but takes no more). */
  closing: () => boolean;
}

async function check(run: () => Promise<unknown>): Promise<{ status: 'up' | 'down'; latencyMs?: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    // Which host or user failed stays in the logs of the failing call; a probe needs only up or down.
    return { status: 'down' };
  } finally {
    clearTimeout(timer);
  }
}

export function startWorkerProbes({
  port,
  host,
  token,
  registry,
  orm,
  redis,
  closing,
}: WorkerProbesOptions): Promise<MetricsListener> {
  return startMetricsListener({
    port,
    host,
    registry,
    token,
    probes: {
      '/health': async () => ({ status: 200, body: { status: 'ok' } }),
      '/ready': async () => {
        const [postgres, redisCheck] = await Promise.all([
          check(() => orm.em.getConnection().execute('select 1')),
          check(() => redis.ping()),
        ]);
        const stopping = closing();
        const ready = !stopping && postgres.status === 'up' && redisCheck.status === 'up';
        return {
          status: ready ? 200 : 503,
          body: {
            status: ready ? 'ready' : 'not-ready',
            ...(stopping ? { reason: 'stopping' } : {}),
            checks: { postgres, redis: redisCheck },
          },
        };
      },
    },
  });
}
