import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { MikroORM } from '@tradehub/db';
import { createRedisClient, isRedisClusterUrl } from '@tradehub/db/queues';
import { findOrCreateAuth0User } from '../auth/auth0-accounts.js';
import type { Auth0Verifier } from '../auth/auth0-verifier.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { sessionRoom } from '../auth/revocation.js';
import type { SessionStore } from '../auth/session-store.js';
import { loadViewer, type Viewer } from '../auth/viewer.js';
import {
  rooms,
  socketIoRedisKey,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@tradehub/contract';
import { crossSiteReason } from './same-origin.js';
import { EXPOSURE_WATCH_TTL_MS, exposureWatchersKey } from '@tradehub/db/domain';

const ORG_ROOM_PREFIX = rooms.organisation('');

/** Clients wait about this long (plus their own jitter) before reconnecting after a shutdown hint. */
const SHUTDOWN_RECONNECT_IN_MS = 1_000;
/** After a Redis outage every socket of the instance comes back: spread them a little wider. */
const RESYNC_RECONNECT_IN_MS = 2_000;
/** How long a stopping gateway waits for its sockets to receive the hint and go. */
const SEND_AWAY_WAIT_MS = 2_000;

interface SocketData {
  /** The rooms this socket may join, decided once at the handshake. */
  rooms: string[];
}
/** Between gateway instances, over the adapter (auth/revocation.ts: FORGET_VIEWER_EVENT). */
export interface InterServerEvents {
  'viewer:forget': (userId: string) => void;
}
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io, fanned out across gateway instances by the Redis adapter. */
    io: RealtimeServer;
  }
}

export interface SocketIoPluginOptions {
  redisUrl: string;
  redisPrefix: string;
  orm: MikroORM;
  sessions: SessionStore;
  auth0Verifier: Auth0Verifier | undefined;
  adminEmails: string[];
  /** APP_URL: a handshake from a page on any other origin is refused (cross-site WebSocket hijacking). */
  appUrl: string;
}

/**
 * socket.io on the gateway's own HTTP server (fastify-socket.io does not support Fastify 5). The
 * handshake authenticates with the same session cookie (or Auth0 token) as the API: every socket
 * joins `fx`; signed-in people also join `user:<id>` (and `session:<hash>` with a session cookie, so
 * signing out disconnects that session's sockets), and members (demo or approved) `org:<id>`.
 * Anonymous sockets never reach a private room.
 */
export const socketIoPlugin = fp(async function socketIo(
  app: FastifyInstance,
  options: SocketIoPluginOptions,
) {
  const { redisUrl, redisPrefix, orm, sessions, auth0Verifier, adminEmails, appUrl } = options;
  const appOrigin = new URL(appUrl).origin;
  // The adapter's pub/sub connections must ride out Redis restarts, unlike the fail-fast producer one.
  // On a Redis Cluster the sharded adapter (Redis 7 sharded pub/sub: SSUBSCRIBE/SPUBLISH, a channel per
  // room, each in its own slot) takes the classic one's place; the workers' emitter matches it.
  const cluster = isRedisClusterUrl(redisUrl);
  const pub = createRedisClient(redisUrl, {
    maxRetriesPerRequest: null,
    connectionName: 'tradehub-socket-pub',
  });
  const sub = createRedisClient(
    redisUrl,
    { maxRetriesPerRequest: null, connectionName: 'tradehub-socket-sub' },
    { shardedSubscribers: true },
  );
  for (const connection of [pub, sub])
    connection.on('error', (error: unknown) => app.log.warn({ err: error }, 'socket.io redis'));
  const key = socketIoRedisKey(redisPrefix);

  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    adapter: cluster
      ? createShardedAdapter(pub, sub, { channelPrefix: key, subscriptionMode: 'dynamic' })
      : createAdapter(pub, sub, { key }),
    // Idle connections cost memory; a ping every 25 s notices dead peers without much traffic.
    pingInterval: 25_000,
    pingTimeout: 20_000,
    // Cross-site WebSocket hijacking: WebSockets are not bound by CORS, so a page on another site could
    // open one carrying our cookie and read private rooms. A handshake whose Origin (or Sec-Fetch-Site) a
    // browser marks as foreign is refused with 403; clients without either header (server-side) pass.
    allowRequest: (request, callback) => {
      const host = request.headers.host ?? '';
      const reason = crossSiteReason(request.headers, appOrigin, [`http://${host}`, `https://${host}`]);
      callback(reason ?? null, reason === undefined);
    },
  });

  async function resolveViewer(socket: Socket): Promise<{ viewer: Viewer; sessionHash?: string } | null> {
    const em = orm.em.fork();
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    if (token && auth0Verifier) {
      try {
        const user = await findOrCreateAuth0User(em, await auth0Verifier(token), {
          adminEmails,
          onLinked: (userId) => app.revocation.endSessions(userId),
        });
        const viewer = await loadViewer(em, user.id);
        return viewer && { viewer };
      } catch {
        return null;
      }
    }
    const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
    const raw = cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = app.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const session = await sessions.get(unsigned.value);
    const viewer = session && (await loadViewer(em, session.userId, session.organisationId));
    return viewer && { viewer, sessionHash: session.tokenHash };
  }

  io.use((socket, next) => {
    resolveViewer(socket).then(
      (resolved) => {
        socket.data.rooms = [rooms.fx];
        if (resolved) {
          const { viewer, sessionHash } = resolved;
          socket.data.rooms.push(rooms.user(viewer.userId));
          if (sessionHash) socket.data.rooms.push(sessionRoom(sessionHash));
          // The organisation the session works in, when its review lets members in (demo or approved).
          const member = viewer.status === 'demo' || viewer.status === 'approved';
          if (member) socket.data.rooms.push(rooms.organisation(viewer.organisationId));
        }
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('handshake failed'));
      },
    );
  });

  // Who is watching: every few seconds, the organisations with a socket on this instance are written to the
  // watchers set (with a deadline), so the workers revalue their exposure on FX ticks; nobody's, nobody's.
  const watchersKey = exposureWatchersKey(redisPrefix);
  const watch = (organisationIds: string[]) => {
    if (organisationIds.length === 0) return;
    const until = Date.now() + EXPOSURE_WATCH_TTL_MS;
    void pub
      .zadd(watchersKey, ...organisationIds.flatMap((id) => [until, id]))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not record exposure watchers'));
  };
  const organisationOfRoom = (room: string) =>
    room.startsWith(ORG_ROOM_PREFIX) ? room.slice(ORG_ROOM_PREFIX.length) : undefined;
  const watchTimer = setInterval(() => {
    const ids: string[] = [];
    for (const [room, members] of io.of('/').adapter.rooms) {
      const id = organisationOfRoom(room);
      if (id && members.size > 0) ids.push(id);
    }
    watch(ids);
  }, EXPOSURE_WATCH_TTL_MS / 3);
  watchTimer.unref();

  io.on('connection', (socket) => {
    void socket.join(socket.data.rooms);
    watch(socket.data.rooms.flatMap((room) => organisationOfRoom(room) ?? []));
  });

  app.decorate('io', io);

  /**
   * Tells this instance's sockets (only this instance's: `local`, never across the adapter) when to come
   * back, then disconnects them. A server-side disconnect is one socket.io clients do not retry by
   * themselves, so the hint is what brings them back: after its delay, spread by jitter so a fleet of
   * browsers does not stampede (web/src/realtime/shutdownHint.ts). Resolves once they are gone.
   */
  async function sendSocketsAway(reason: 'server:shutdown' | 'server:resync', reconnectInMs: number) {
    io.local.emit(reason, { reconnectInMs });
    // `true` closes each connection once the hint and the disconnect packet are written.
    io.local.disconnectSockets(true);
    const deadline = Date.now() + SEND_AWAY_WAIT_MS;
    while (io.engine.clientsCount > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  // While the adapter's subscriber is away from Redis, events from workers and other instances do not
  // reach this instance's sockets, and the sockets themselves stay connected, so the browsers would never
  // know to catch up. Once it is subscribed again, send them away to reconnect: a reconnect refetches.
  let subscribed = false;
  let missedEvents = false;
  let closing = false;
  sub.on('close', () => {
    if (subscribed) missedEvents = true;
    subscribed = false;
  });
  sub.on('ready', () => {
    subscribed = true;
    if (!missedEvents || closing) return;
    missedEvents = false;
    app.log.warn('socket.io redis: back after an outage; sockets reconnect to catch up');
    void sendSocketsAway('server:resync', RESYNC_RECONNECT_IN_MS);
  });

  // Before the HTTP server stops: hint, disconnect, then close whatever transport is left so app.close()
  // does not wait on it. Clients come back on their own: to another instance behind a load balancer, or
  // to this one once it restarts.
  app.addHook('preClose', async () => {
    closing = true;
    await sendSocketsAway('server:shutdown', SHUTDOWN_RECONNECT_IN_MS);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    clearInterval(watchTimer);
    // quit, not disconnect: replies still on their way (the adapter's subscriptions) are awaited, not
    // rejected into the void.
    await Promise.allSettled([pub.quit(), sub.quit()]);
  });
});
