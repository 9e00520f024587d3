import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { MikroORM } from '@tradehub/db';
import { findOrCreateAuth0User } from '../auth/auth0-accounts.js';
import type { Auth0Verifier } from '../auth/auth0-verifier.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import type { SessionStore } from '../auth/session-store.js';
import { loadViewer, type Viewer } from '../auth/viewer.js';
import {
  rooms,
  socketIoRedisKey,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../contract/index.js';

interface SocketData {
  /** The rooms this socket may join, decided once at the handshake. */
  rooms: string[];
}
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
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
}

/**
 * socket.io on the gateway's own HTTP server (fastify-socket.io does not support Fastify 5). The
 * handshake authenticates with the same session cookie (or Auth0 token) as the API: every socket
 * joins `fx`; signed-in people also join `user:<id>`, and members (demo or approved) `org:<id>`.
 * Anonymous sockets never reach a private room.
 */
export const socketIoPlugin = fp(async function socketIo(
  app: FastifyInstance,
  options: SocketIoPluginOptions,
) {
  const { redisUrl, redisPrefix, orm, sessions, auth0Verifier, adminEmails } = options;
  // The adapter's pub/sub connections must ride out Redis restarts, unlike the fail-fast producer one.
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName: 'tradehub-socket-pub' });
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName: 'tradehub-socket-sub' });
  for (const connection of [pub, sub])
    connection.on('error', (error) => app.log.warn({ err: error }, 'socket.io redis'));

  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    adapter: createAdapter(pub, sub, { key: socketIoRedisKey(redisPrefix) }),
    // Idle connections cost memory; a ping every 25 s notices dead peers without much traffic.
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

  async function resolveViewer(socket: Socket): Promise<Viewer | null> {
    const em = orm.em.fork();
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    if (token && auth0Verifier) {
      try {
        const user = await findOrCreateAuth0User(em, await auth0Verifier(token), adminEmails);
        return loadViewer(em, user.id);
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
    return session ? loadViewer(em, session.userId) : null;
  }

  io.use((socket, next) => {
    resolveViewer(socket).then(
      (viewer) => {
        socket.data.rooms = [rooms.fx];
        if (viewer) {
          socket.data.rooms.push(rooms.user(viewer.userId));
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

  io.on('connection', (socket) => {
    void socket.join(socket.data.rooms);
  });

  app.decorate('io', io);
  // Close the connections before the HTTP server stops, so app.close() does not wait on them. Closing the
  // transport (not a server-side `disconnect`) is the reconnect hint: clients come back on their own, to
  // another instance behind a load balancer, or to this one once it restarts.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    // quit, not disconnect: replies still on their way (the adapter's subscriptions) are awaited, not
    // rejected into the void.
    await Promise.allSettled([pub.quit(), sub.quit()]);
  });
});
