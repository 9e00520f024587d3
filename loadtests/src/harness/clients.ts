// Anonymous socket.io clients, as many as asked for, each on its own WebSocket (no HTTP long-polling,
// no multiplexing): the gateway joins every socket to the `fx` room.
import type { ClientToServerEvents, FxSnapshot, ServerToClientEvents } from '@tradehub/contract';
import { io, type Socket } from 'socket.io-client';

type FxSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ClientPool {
  connected: number;
  failed: number;
  /** Sockets that dropped after having connected. */
  readonly dropped: number;
  /** First few connection errors, for the report. */
  errors: string[];
  close(): Promise<void>;
}

export interface ConnectOptions {
  url: string;
  count: number;
  batchSize: number;
  /** Called with `publishedAt` for every `fx:tick`; omit for idle clients (they still receive ticks). */
  onTick?: (publishedAt: number) => void;
  connectTimeoutMs?: number;
}

/** Opens `count` sockets, `batchSize` at a time, each batch fully connected (or failed) before the next. */
export async function connectClients({
  url,
  count,
  batchSize,
  onTick,
  connectTimeoutMs = 20_000,
}: ConnectOptions): Promise<ClientPool> {
  const sockets: FxSocket[] = [];
  let dropped = 0;
  const pool: ClientPool = {
    connected: 0,
    failed: 0,
    get dropped() {
      return dropped;
    },
    errors: [],
    close: () => closeAll(sockets),
  };
  const handler = onTick ? (snapshot: FxSnapshot) => onTick(snapshot.publishedAt) : undefined;

  for (let start = 0; start < count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start) }, () => {
      const socket: FxSocket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: connectTimeoutMs,
      });
      sockets.push(socket);
      if (handler) socket.on('fx:tick', handler);
      return new Promise<void>((resolve) => {
        socket.once('connect', () => {
          pool.connected++;
          socket.once('disconnect', (reason) => {
            if (reason !== 'io client disconnect') dropped++;
          });
          resolve();
        });
        socket.once('connect_error', (error) => {
          pool.failed++;
          if (pool.errors.length < 5) pool.errors.push(error.message);
          resolve();
        });
      });
    });
    await Promise.all(batch);
  }
  return pool;
}

async function closeAll(sockets: FxSocket[]): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  sockets.length = 0;
  // Let the close frames go out before the caller measures or stops the server.
  await new Promise((resolve) => setTimeout(resolve, 500));
}
