// Helpers of the FX feed's integration tests.
import { Redis } from 'ioredis';
import { socketIoRedisKey } from '@tradehub/contract';

/**
 * Listens where the gateways' socket.io Redis adapter listens for broadcasts to room `fx` and records
 * each `fx:tick` the emitter publishes (arrival time and raw msgpack packet).
 */
export async function listenToFxRoom(redisUrl: string, redisPrefix: string) {
  const subscriber = new Redis(redisUrl);
  const ticks: { at: number; packet: Buffer }[] = [];
  const channel = `${socketIoRedisKey(redisPrefix)}#/#fx#`;
  subscriber.on('messageBuffer', (from: Buffer, packet: Buffer) => {
    // msgpack keeps strings as UTF-8, so the event name is readable in the packet.
    if (from.toString() === channel && packet.includes('fx:tick')) ticks.push({ at: Date.now(), packet });
  });
  await subscriber.subscribe(channel);
  return {
    ticks,
    /** Ticks received since `since` (ms since epoch). */
    countSince: (since: number) => ticks.filter((tick) => tick.at >= since).length,
    close: () => subscriber.quit(),
  };
}
