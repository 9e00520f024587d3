import type { Viewer } from './viewer.js';

/**
 * Who a session is, remembered for a moment in this process: resolving it costs a Redis round trip and two
 * queries, and a dashboard polls many endpoints. A change to a person's sessions or standing drops their
 * entries on every instance at once (auth/revocation.ts `forgetViewer`, over the socket.io adapter); were
 * that message lost, an entry still lasts no longer than TTL_MS.
 */
export class ViewerCache {
  static readonly TTL_MS = 2_000;
  private static readonly MAX_ENTRIES = 10_000;
  private readonly entries = new Map<string, { viewer: Viewer; expiresAt: number }>();
  /** Counts forgets: a lookup that began before one may carry what was just revoked. */
  private forgets = 0;

  /**
   * The viewer cached under `key`, or else `resolve`'s answer, remembered only when nobody was forgotten
   * while it resolved (a session revoked mid-lookup would otherwise be cached as live for TTL_MS).
   */
  async resolve(key: string, resolve: () => Promise<Viewer | null>): Promise<Viewer | null> {
    const cached = this.get(key);
    if (cached) return cached;
    const forgetsBefore = this.forgets;
    const viewer = await resolve();
    if (viewer && this.forgets === forgetsBefore) this.set(key, viewer);
    return viewer;
  }

  get(key: string, now = Date.now()): Viewer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.viewer;
  }

  set(key: string, viewer: Viewer, now = Date.now()): void {
    if (this.entries.size >= ViewerCache.MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { viewer, expiresAt: now + ViewerCache.TTL_MS });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every session of one person (their status or permissions changed). */
  forgetUser(userId: string): void {
    this.forgets += 1;
    for (const [key, entry] of this.entries) if (entry.viewer.userId === userId) this.entries.delete(key);
  }
}
