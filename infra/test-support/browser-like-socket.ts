// A socket.io client that reconnects the way the web app's realtime layer does (web/src/realtime/socket.ts):
// socket.io's own reconnection, plus, after a server-side disconnect that followed a hint
// (`server:shutdown` before a gateway stops, `server:resync` after a Redis outage), a reconnect after
// the hinted delay. Shared by the process-level fault tests, which add their own listeners on `socket`.
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ReconnectHint, ServerToClientEvents } from '@tradehub/contract';
import { createHintMemory, reconnectDelayAfterHint } from '../../web/src/realtime/shutdownHint.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface BrowserLikeSocket {
  socket: ClientSocket;
  /** Every hint received, in order, with the event that carried it. */
  hints: { event: 'server:shutdown' | 'server:resync'; hint: ReconnectHint }[];
  /** The reason of every disconnect, in order ('io server disconnect' when the server sent it away). */
  disconnects: string[];
  /** How many times it has connected so far. */
  connects(): number;
}

/** Connects to `baseUrl` over WebSocket with the session `cookie`, reconnecting as the browser does. */
export function connectLikeTheBrowser(baseUrl: string, cookie: string): BrowserLikeSocket {
  const socket: ClientSocket = io(baseUrl, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnectionDelay: 500,
    reconnectionDelayMax: 2_000,
  });
  const memory = createHintMemory();
  const hints: BrowserLikeSocket['hints'] = [];
  const disconnects: string[] = [];
  let connects = 0;
  for (const event of ['server:shutdown', 'server:resync'] as const) {
    socket.on(event, (hint) => {
      hints.push({ event, hint });
      memory.remember(hint);
    });
  }
  socket.on('disconnect', (reason) => {
    disconnects.push(reason);
    const hint = reason === 'io server disconnect' ? memory.take() : undefined;
    if (hint) setTimeout(() => socket.connect(), reconnectDelayAfterHint(hint));
  });
  socket.on('connect', () => (connects += 1));
  return { socket, hints, disconnects, connects: () => connects };
}
