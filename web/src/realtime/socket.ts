// The tab's one socket.io connection (DESIGN.md: one socket per tab). Created when a signed-in member's
// shell mounts, closed when it unmounts (sign-out, or the account leaving the member states). Components
// never touch the socket: they subscribe to events by name (useLiveEvent), to the connection state
// (useConnectionState) and to re-connects (useReconnect), all of which outlive any one socket.
import type { ClientToServerEvents, ServerToClientEvents } from '@tradehub/contract';
import { io, type Socket } from 'socket.io-client';
import { createConnectionTracker, type ConnectionState, type ConnectionTracker } from './connectionState';
import { createHintMemory, reconnectDelayAfterHint } from './shutdownHint';
import { createThrottledStore } from './throttledStore';

export type LiveEventName = keyof ServerToClientEvents;
type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type AnyHandler = (...args: unknown[]) => void;

export interface RealtimeOptions {
  /** Auth0 mode: the access token the socket authenticates with (else the session cookie does). */
  getAccessToken?: () => Promise<string | undefined>;
  /** The server refused or dropped the socket: the session may have ended, so re-read the profile. */
  onRefused?: () => void;
}

/** socket.io's own reconnection: exponential backoff from 1 s to 30 s with ±50 % jitter. */
const reconnection = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: 15,
} as const;

/** After a refusal socket.io does not retry on its own; we do, a few times, further and further apart. */
const refusedRetryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000];

const handlers = new Map<string, Set<AnyHandler>>();
const reconnectListeners = new Set<() => void>();
const connectionStore = createThrottledStore<ConnectionState>('reconnecting', { minIntervalMs: 0 });

export const connectionState = {
  getSnapshot: connectionStore.getSnapshot,
  subscribe: connectionStore.subscribe,
};

/** Calls `handler` for every `event` the server sends, whichever socket is current. */
export function subscribeLiveEvent<E extends LiveEventName>(
  event: E,
  handler: ServerToClientEvents[E],
): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  // A wrapper of its own, so subscribing one function twice gives two independent subscriptions.
  const entry: AnyHandler = (...args) => (handler as AnyHandler)(...args);
  set.add(entry);
  return () => {
    set.delete(entry);
  };
}

/** Calls `listener` after every re-connect (not the first connect): time to refetch what was missed. */
export function subscribeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

function dispatch(event: string, ...args: unknown[]) {
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      handler(...args);
    } catch (error) {
      console.error(`Handler of live event ${event} failed`, error);
    }
  }
}

function notifyReconnect() {
  for (const listener of [...reconnectListeners]) {
    try {
      listener();
    } catch (error) {
      console.error('Refetch after reconnect failed', error);
    }
  }
}

interface Connection {
  socket: LiveSocket;
  tracker: ConnectionTracker;
  retry(): void;
  close(): void;
}

let options: RealtimeOptions = {};
let connection: Connection | undefined;
let users = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function open(): Connection {
  const tracker = createConnectionTracker(navigator.onLine, {
    onChange: (state) => connectionStore.reset(state),
    onReconnect: notifyReconnect,
  });
  connectionStore.reset(tracker.state());

  const socket: LiveSocket = io({
    path: '/socket.io',
    autoConnect: false,
    withCredentials: true,
    ...reconnection,
    // Asked on every (re)connect, so a renewed Auth0 token is used.
    auth: (send) => {
      const getToken = options.getAccessToken;
      if (!getToken) return send({});
      getToken().then(
        (token) => send(token ? { token } : {}),
        () => send({}),
      );
    },
  });

  let refusals = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelRetry = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };
  const retry = () => {
    cancelRetry();
    if (socket.connected) return;
    tracker.retrying();
    // Harmless while socket.io is between two attempts of its own; starts over once it has given up.
    socket.connect();
  };
  const refused = () => {
    options.onRefused?.();
    const delay = refusedRetryDelaysMs[refusals];
    refusals += 1;
    if (delay === undefined) {
      tracker.gaveUp();
      return;
    }
    tracker.disconnected();
    cancelRetry();
    retryTimer = setTimeout(retry, delay * (0.75 + Math.random() * 0.5));
  };

  // The gateway is going, or its Redis subscription was away and events may have been missed: it says
  // when to come back, then disconnects this socket.
  const shutdownHints = createHintMemory();
  socket.on('server:shutdown', (hint) => shutdownHints.remember(hint));
  socket.on('server:resync', (hint) => shutdownHints.remember(hint));

  socket.on('connect', () => {
    refusals = 0;
    cancelRetry();
    tracker.connected();
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    // The server closed this socket: socket.io will not come back by itself. After a shutdown hint that is
    // a planned goodbye: reconnect after the hinted delay (a reconnect refetches what was missed).
    // Without one the session may have ended.
    if (reason === 'io server disconnect') {
      const hint = shutdownHints.take();
      if (!hint) return refused();
      tracker.disconnected();
      cancelRetry();
      retryTimer = setTimeout(retry, reconnectDelayAfterHint(hint));
    } else tracker.disconnected();
  });
  socket.on('connect_error', () => {
    // While `active`, socket.io keeps trying; otherwise the server's middleware said no.
    if (!socket.active) refused();
  });
  socket.io.on('reconnect_failed', () => tracker.gaveUp());
  socket.onAny((event: string, ...args: unknown[]) => dispatch(event, ...args));

  const onOnline = () => {
    tracker.setOnline(true);
    retry();
  };
  const onOffline = () => tracker.setOnline(false);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && tracker.facts().gaveUp) retry();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);

  socket.connect();

  return {
    socket,
    tracker,
    retry,
    close() {
      cancelRetry();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      socket.offAny();
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      connectionStore.reset('reconnecting');
    },
  };
}

/**
 * Opens the tab's socket unless it is open already; the returned function gives it back. When the last
 * user gives it back it closes, one tick later, so an unmount followed by a mount (React's StrictMode, a
 * layout re-mounting) keeps the same socket.
 */
export function acquireRealtime(next: RealtimeOptions): () => void {
  options = next;
  users += 1;
  if (closeTimer !== undefined) {
    clearTimeout(closeTimer);
    closeTimer = undefined;
  }
  connection ??= open();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users > 0) return;
    closeTimer = setTimeout(() => {
      closeTimer = undefined;
      if (users > 0) return;
      connection?.close();
      connection = undefined;
    }, 0);
  };
}

/**
 * Connects the tab's socket again at once: the rooms it may join are decided at the handshake, so when the
 * person's standing changes (another organisation chosen, their organisation approved or rejected) it
 * reconnects to hear what the new standing allows. A reconnect refetches what is on screen.
 */
export function reconnectRealtime(): void {
  if (!connection) return;
  connection.socket.disconnect();
  connection.retry();
}

/** Tries to connect now, after reconnection was given up. */
export function retryRealtime(): void {
  connection?.retry();
}
