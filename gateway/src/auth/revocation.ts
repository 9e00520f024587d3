import type { FastifyBaseLogger } from 'fastify';
import { rooms } from '@tradehub/contract';
import type { RealtimeServer } from '../plugins/socket-io.js';
import type { SessionStore } from './session-store.js';
import type { ViewerCache } from './viewer-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends sessions and disconnects sockets on every gateway instance (auth/revocation.ts). */
    revocation: Revocation;
  }
}

/** The socket.io room of one session's sockets (joined at the handshake): signing out disconnects them. */
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/** The inter-gateway event that makes every instance forget a person's cached sessions. */
export const FORGET_VIEWER_EVENT = 'viewer:forget';

/**
 * Revocation in one place: ending sessions, disconnecting their sockets on every gateway instance (the
 * socket.io Redis adapter carries the request), and dropping the person from every instance's viewer cache
 * (an inter-server event over the same adapter).
 *
 * The forgetting is published before the disconnecting: both travel on the adapter's one request channel,
 * which Redis delivers in order, so by the time a client sees its socket closed every instance has
 * already dropped the cached session, and a request it sends next is refused (seen in CI the other way
 * round: the socket on another instance closed, and that instance still answered from its cache).
 *
 * Used by sign-out, password and e-mail changes, team removals and permission changes, account rejection,
 * Auth0 account linking and password reset.
 */
export class Revocation {
  constructor(
    private readonly sessions: SessionStore,
    private readonly io: RealtimeServer,
    private readonly viewerCache: ViewerCache,
    private readonly log: FastifyBaseLogger,
  ) {
    io.on(FORGET_VIEWER_EVENT, (userId: string) => {
      if (typeof userId === 'string') viewerCache.forgetUser(userId);
    });
  }

  /**
   * Ends every session of a person, except the one whose token is given (the person changing their own
   * password keeps theirs), and disconnects the ended sessions' sockets everywhere. Without an exception
   * every socket of the person goes, Auth0-authenticated ones included. Returns how many sessions ended.
   */
  async endSessions(userId: string, { exceptToken }: { exceptToken?: string } = {}): Promise<number> {
    const ended = await this.sessions.revokeAllForUser(userId, exceptToken);
    this.forgetViewer(userId);
    if (exceptToken === undefined) this.io.in(rooms.user(userId)).disconnectSockets(true);
    else if (ended.length > 0) this.io.in(ended.map(sessionRoom)).disconnectSockets(true);
    return ended.length;
  }

  /** Signing out: this session ends and its sockets (on any instance) disconnect. */
  async endSession(token: string): Promise<void> {
    const session = await this.sessions.revoke(token);
    if (!session) return;
    this.forgetViewer(session.userId);
    this.io.in(sessionRoom(session.tokenHash)).disconnectSockets(true);
  }

  /** Disconnects the sockets of sessions that ended elsewhere (e.g. demo sessions evicted by the cap). */
  kickSessions(tokenHashes: string[]): void {
    if (tokenHashes.length > 0) this.io.in(tokenHashes.map(sessionRoom)).disconnectSockets(true);
  }

  /**
   * A person's standing changed (removed from a team, a permission taken away): every instance forgets
   * them, their sockets leave the organisation's room at once (when given) and are disconnected; the web
   * app then re-reads the profile and reconnects with the rooms its new standing allows.
   */
  kickSockets(userId: string, { leaveOrganisation }: { leaveOrganisation?: string } = {}): void {
    if (leaveOrganisation) this.leaveEverywhere(rooms.user(userId), rooms.organisation(leaveOrganisation));
    this.forgetViewer(userId);
    this.io.in(rooms.user(userId)).disconnectSockets(true);
  }

  /**
   * The organisation was rejected (or the person may no longer see it): their sockets working in it leave
   * its room at once on every instance, without disconnecting, so the `profile:changed` push still reaches
   * them and their page shows the decision; every instance forgets their cached standing.
   */
  leaveOrganisation(userId: string, organisationId: string): void {
    this.leaveEverywhere(rooms.user(userId), rooms.organisation(organisationId));
    this.forgetViewer(userId);
  }

  /**
   * One session now works in another organisation (the switcher): its sockets leave the old organisation's
   * room at once and every tab of the session hears of it; the pages reconnect them into the new one.
   */
  leaveOrganisationInSession(tokenHash: string, userId: string, organisationId: string): void {
    this.leaveEverywhere(sessionRoom(tokenHash), rooms.organisation(organisationId));
    this.forgetViewer(userId);
    // The session's other tabs re-read the profile and start afresh in the organisation chosen.
    this.io.to(sessionRoom(tokenHash)).emit('profile:changed', {});
  }

  /**
   * The sockets in `from` leave `room` on this instance now, then on every other one. The adapters apply
   * a cross-instance leave to this instance's own sockets only when the request comes back from Redis
   * (the Redis adapter) or after its publish (the sharded one), so a push or a room query made right
   * after would still find them here (seen in CI: a rejected member's socket still in the room).
   */
  private leaveEverywhere(from: string, room: string): void {
    this.io.local.in(from).socketsLeave(room);
    this.io.in(from).socketsLeave(room);
  }

  /** Drops the person's cached sessions on this instance now and on every other one within a moment. */
  forgetViewer(userId: string): void {
    this.viewerCache.forgetUser(userId);
    try {
      this.io.serverSideEmit(FORGET_VIEWER_EVENT, userId);
    } catch (error) {
      // Other instances still forget it when their entries expire (ViewerCache.TTL_MS).
      this.log.warn({ err: error }, 'could not tell the other gateways to forget a viewer');
    }
  }
}
