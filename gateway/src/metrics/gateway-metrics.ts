// The gateway's Prometheus series: HTTP latency by route pattern and status, open sockets by the kind of
// room they are in, and the time each broadcast takes to reach this instance's sockets (the fan-out),
// beside Node's own (event-loop lag, GC, memory) from createProcessRegistry.
import { createProcessRegistry } from '@tradehub/db/telemetry';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached dashboard (~1 ms) to a slow export. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; writing one event to a few sockets takes microseconds, to thousands a few milliseconds. */
const FANOUT_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

/** The kinds of room a socket joins (plugins/socket-io.ts): `fx`, `user:<id>`, `org:<id>`, `session:<hash>`. */
export const ROOM_KINDS = ['fx', 'user', 'org', 'session'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export interface GatewayMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  broadcastFanout: Histogram<'event'>;
  /** How many of this instance's sockets are in a room of each kind, read at scrape time. */
  countSocketsByRoomKind(count: () => Record<RoomKind, number>): void;
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = createProcessRegistry('gateway');
  const httpDuration = new Histogram({
    name: 'tradehub_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (not the raw URL) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const broadcastFanout = new Histogram({
    name: 'tradehub_socketio_broadcast_fanout_seconds',
    help: "Time to write one broadcast to this instance's sockets in its rooms, by event",
    labelNames: ['event'] as const,
    buckets: FANOUT_BUCKETS,
    registers: [registry],
  });
  let counter: (() => Record<RoomKind, number>) | undefined;
  new Gauge({
    name: 'tradehub_socketio_open_sockets',
    help: 'Open socket.io connections on this instance, by the kind of room they are in',
    labelNames: ['room_kind'] as const,
    registers: [registry],
    collect() {
      const counts = counter?.();
      for (const kind of ROOM_KINDS) this.set({ room_kind: kind }, counts?.[kind] ?? 0);
    },
  });
  return {
    registry,
    httpDuration,
    broadcastFanout,
    countSocketsByRoomKind(count) {
      counter = count;
    },
  };
}
