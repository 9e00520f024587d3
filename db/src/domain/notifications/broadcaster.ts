import type { ServerToClientEvents } from '@tradehub/contract';

/**
 * What the gateway's socket.io server and the workers' Redis emitter have in common: `to(room).emit(…)`.
 * Domain code pushes through this, so it runs the same in either process.
 */
export interface Broadcaster {
  to(room: string): {
    emit<E extends keyof ServerToClientEvents>(
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ): unknown;
  };
}
