// The socket.io clients the integration tests open against a gateway: no reconnection (a test wants to see a
// disconnect, not have it healed), each remembered so afterAll can close them all, and a promise of the next
// event a socket receives. Shared by the real-time, report and revocation tests; the process-level fault
// tests reconnect as the browser does instead (browser-like-socket.ts).
import { io } from 'socket.io-client';
import type { ServerToClientEvents } from '@tradehub/contract';
import type { ClientSocket } from './browser-like-socket.js';

export type { ClientSocket } from './browser-like-socket.js';

export interface TestSockets {
  /** Connects to the gateway at `url` (with e.g. a session `cookie` header), resolving once connected. */
  connect(url: string, headers?: Record<string, string>): Promise<ClientSocket>;
  /** Disconnects every socket connect() opened. */
  disconnectAll(): void;
}

export function testSockets(): TestSockets {
  const sockets: ClientSocket[] = [];
  return {
    connect(url, headers = {}) {
      const socket: ClientSocket = io(url, {
        transports: ['websocket'],
        extraHeaders: headers,
        reconnection: false,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    disconnectAll() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/** The arguments of the next `event` on `socket` that `accept` takes, or a failure after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  accept: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
  timeoutMs = 20_000,
) {
  return new Promise<Parameters<ServerToClientEvents[E]>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) => {
      if (!accept(...args)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(args);
    }) as never;
    socket.on(event, listener);
  });
}
