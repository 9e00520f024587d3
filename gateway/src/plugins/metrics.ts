import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@tradehub/contract';
import { answerScrape, startMetricsListener, type MetricsListener } from '@tradehub/db/telemetry';
import type { Namespace } from 'socket.io';
import { ROOM_KINDS, type GatewayMetrics, type RoomKind } from '../metrics/gateway-metrics.js';

export interface MetricsPluginOptions {
  metrics: GatewayMetrics;
  /** METRICS_TOKEN: scrapes must carry it as a Bearer token. */
  token: string | undefined;
  /** METRICS_PORT: /metrics is served there only, on HOST. */
  port: number | undefined;
  host: string;
}

const DISABLED_MESSAGE =
  'Metrics are not served here: set METRICS_TOKEN (Bearer) or METRICS_PORT (a separate listener).';

/** `org:abc` → `org`; undefined for a socket's own id room. */
function roomKind(room: string): RoomKind | undefined {
  const kind = room.split(':', 1)[0];
  return (ROOM_KINDS as readonly string[]).includes(kind ?? '') ? (kind as RoomKind) : undefined;
}

/**
 * Times each broadcast's delivery to this instance's sockets. The adapters (Redis, sharded) deliver a
 * broadcast, local or from another instance, through the in-memory adapter's broadcast(), which encodes the
 * packet once (`_encode`) and then writes it to every socket in the rooms (`apply`), both called on the
 * instance: wrapping the two measures exactly that fan-out, whichever adapter runs.
 */
function timeBroadcasts(adapter: Namespace['adapter'], observe: (event: string, seconds: number) => void) {
  const target = adapter as unknown as {
    _encode(packet: { data?: unknown[] }, options: unknown): unknown;
    apply(options: unknown, callback: (socket: unknown) => void): void;
  };
  const encode = target._encode.bind(target);
  const apply = target.apply.bind(target);
  let pending: { event: string; startedAt: number } | undefined;
  target._encode = (packet, options) => {
    const event = Array.isArray(packet.data) && typeof packet.data[0] === 'string' ? packet.data[0] : 'other';
    pending = { event, startedAt: performance.now() };
    return encode(packet, options);
  };
  target.apply = (options, callback) => {
    const measured = pending;
    pending = undefined;
    apply(options, callback);
    if (measured) observe(measured.event, (performance.now() - measured.startedAt) / 1000);
  };
}

/**
 * GET /metrics (Prometheus): with METRICS_PORT on a listener of its own, else on the app behind
 * METRICS_TOKEN; with neither it answers 404, never the web app's page. Every request is timed by its route
 * pattern (`/api/payments/:paymentId`, not the URL), unmatched ones as `unmatched`.
 */
export const metricsPlugin = fp(async function metricsRoutes(
  app: FastifyInstance,
  options: MetricsPluginOptions,
) {
  const { metrics, token, port, host } = options;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const namespace = app.io.of('/');
  timeBroadcasts(namespace.adapter, (event, seconds) => metrics.broadcastFanout.observe({ event }, seconds));
  metrics.countSocketsByRoomKind(() => {
    const counts = Object.fromEntries(ROOM_KINDS.map((kind) => [kind, 0])) as Record<RoomKind, number>;
    for (const socket of namespace.sockets.values()) {
      const kinds = new Set<RoomKind>();
      for (const room of socket.rooms) {
        const kind = roomKind(room);
        if (kind) kinds.add(kind);
      }
      for (const kind of kinds) counts[kind] += 1;
    }
    return counts;
  });

  const servedHere = port === undefined && token !== undefined;
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!servedHere) {
      const body: ApiError = { error: { code: 'not_found', message: DISABLED_MESSAGE } };
      return reply.status(404).send(body);
    }
    reply.hijack();
    await answerScrape(request.raw as IncomingMessage, reply.raw as ServerResponse, metrics.registry, token);
  });

  let listener: MetricsListener | undefined;
  if (port !== undefined) {
    listener = await startMetricsListener({ port, host, registry: metrics.registry, token });
    app.log.info({ port: listener.port }, 'metrics listener started');
  }
  app.decorate('metricsListener', listener);
  app.addHook('onClose', async () => {
    await listener?.close();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate /metrics listener (METRICS_PORT), when there is one. */
    metricsListener: MetricsListener | undefined;
  }
}
