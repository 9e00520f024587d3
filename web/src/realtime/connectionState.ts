// What the top bar says about the live connection, decided from plain facts so it can be tested
// without a socket; and which connects are RE-connects (after which missed data is refetched).

export type ConnectionState = 'live' | 'reconnecting' | 'offline';

export interface ConnectionFacts {
  /** navigator.onLine: false when the browser knows it has no network. */
  online: boolean;
  /** The socket is connected right now. */
  connected: boolean;
  /** Reconnection was given up (attempts exhausted, or the server refused the socket). */
  gaveUp: boolean;
}

export function deriveConnectionState({ online, connected, gaveUp }: ConnectionFacts): ConnectionState {
  if (!online) return 'offline';
  if (connected) return 'live';
  return gaveUp ? 'offline' : 'reconnecting';
}

export interface ConnectionTracker {
  facts(): ConnectionFacts;
  state(): ConnectionState;
  /** The socket connected; calls `onReconnect` unless this is its first connect. */
  connected(): void;
  disconnected(): void;
  gaveUp(): void;
  /** A new attempt after giving up. */
  retrying(): void;
  setOnline(online: boolean): void;
}

/**
 * Follows one socket's life. `onChange` hears every change of state; `onReconnect` every connect but the
 * first, which is when the events sent while the socket was away must be made up for by refetching.
 */
export function createConnectionTracker(
  initiallyOnline: boolean,
  callbacks: { onChange?: (state: ConnectionState) => void; onReconnect?: () => void } = {},
): ConnectionTracker {
  let facts: ConnectionFacts = { online: initiallyOnline, connected: false, gaveUp: false };
  let everConnected = false;

  const set = (next: Partial<ConnectionFacts>) => {
    const before = deriveConnectionState(facts);
    facts = { ...facts, ...next };
    const after = deriveConnectionState(facts);
    if (after !== before) callbacks.onChange?.(after);
  };

  return {
    facts: () => facts,
    state: () => deriveConnectionState(facts),
    connected() {
      set({ connected: true, gaveUp: false });
      if (everConnected) callbacks.onReconnect?.();
      everConnected = true;
    },
    disconnected: () => set({ connected: false }),
    gaveUp: () => set({ connected: false, gaveUp: true }),
    retrying: () => set({ gaveUp: false }),
    setOnline: (online) => set({ online }),
  };
}
