import type { ServerToClientEvents } from '@tradehub/contract';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { ConnectionState } from './connectionState';
import { connectionState, subscribeLiveEvent, subscribeReconnect, type LiveEventName } from './socket';

/** Calls `handler` (its latest version) for every `event` the server pushes while the component is mounted. */
export function useLiveEvent<E extends LiveEventName>(event: E, handler: ServerToClientEvents[E]): void {
  const onEvent = useEffectEvent(handler as (...args: unknown[]) => void);
  useEffect(
    () => subscribeLiveEvent(event, ((...args: unknown[]) => onEvent(...args)) as ServerToClientEvents[E]),
    [event],
  );
}

/** Calls `handler` after every re-connect of the socket (not its first connect). */
export function useReconnect(handler: () => void): void {
  const onReconnect = useEffectEvent(handler);
  useEffect(() => subscribeReconnect(() => onReconnect()), []);
}

/** 'live', 'reconnecting' or 'offline' (no network, or reconnection given up). */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(connectionState.subscribe, connectionState.getSnapshot);
}
