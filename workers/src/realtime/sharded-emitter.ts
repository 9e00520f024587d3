// The emitter that matches the gateways' sharded socket.io adapter (@socket.io/redis-adapter's
// createShardedAdapter, Redis ≥ 7 sharded pub/sub) on a Redis Cluster. @socket.io/redis-emitter speaks only
// the classic adapter's PUBLISH protocol, so this writes what a sharded adapter itself SPUBLISHes for a
// broadcast (socket.io-adapter's ClusterAdapter message, as JSON), on the channel that adapter would use:
// a room's own channel for one room (`<key>#/#<room>#`, subscribed by every gateway with a socket in it),
// the namespace's channel (`<key>#/#`) otherwise. Each channel is a key of its own slot: the fan-out
// spreads over the cluster's masters.
import type { ServerToClientEvents } from '@tradehub/contract';
import type { Cluster } from 'ioredis';

/** socket.io-adapter's MessageType.BROADCAST, and socket.io-parser's PacketType.EVENT. */
const BROADCAST = 3;
const EVENT = 2;
const NAMESPACE = '/';
/** The uid the adapters know emitters by (ClusterAdapter's EMITTER_UID). */
const EMITTER_UID = 'emitter';

/** Publishes one event to rooms; resolves once the node owning the channel's slot took it. */
export type ShardedPublish = (
  rooms: readonly string[],
  event: string,
  args: readonly unknown[],
) => Promise<void>;

export function createShardedPublish(cluster: Pick<Cluster, 'spublish'>, key: string): ShardedPublish {
  const namespaceChannel = `${key}#${NAMESPACE}#`;
  return async (rooms, event, args) => {
    const message = {
      uid: EMITTER_UID,
      nsp: NAMESPACE,
      type: BROADCAST,
      data: {
        packet: { type: EVENT, data: [event, ...args], nsp: NAMESPACE },
        opts: { rooms: [...rooms], except: [], flags: {} },
      },
    };
    // As the adapter's computeChannel: one room has a channel of its own (socket ids, 20 characters, do not).
    const [only] = rooms;
    const channel =
      rooms.length === 1 && only !== undefined && only.length !== 20
        ? `${namespaceChannel}${only}#`
        : namespaceChannel;
    await cluster.spublish(channel, JSON.stringify(message));
  };
}

/** `to(rooms).emit(event, …args)` over createShardedPublish, as the Redis emitter offers it. */
export function createShardedEmitter(
  cluster: Pick<Cluster, 'spublish'>,
  key: string,
  onError: (error: unknown) => void,
) {
  const publish = createShardedPublish(cluster, key);
  return {
    to(room: string | readonly string[]) {
      const rooms = typeof room === 'string' ? [room] : [...room];
      return {
        emit<E extends keyof ServerToClientEvents>(
          event: E,
          ...args: Parameters<ServerToClientEvents[E]>
        ): true {
          publish(rooms, event, args).catch(onError);
          return true;
        },
      };
    },
  };
}
