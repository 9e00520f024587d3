import { describe, expect, it } from 'vitest';
import { ViewerCache } from '../../src/auth/viewer-cache.js';
import type { Viewer } from '../../src/auth/viewer.js';

const viewer = (userId: string) => ({ userId }) as Viewer;

describe('ViewerCache', () => {
  it('remembers a session for TTL_MS only', () => {
    const cache = new ViewerCache();
    cache.set('session:a', viewer('u1'), 1_000);
    expect(cache.get('session:a', 1_000 + ViewerCache.TTL_MS - 1)?.userId).toBe('u1');
    expect(cache.get('session:a', 1_000 + ViewerCache.TTL_MS)).toBeUndefined();
  });

  it('forgets every session of a person at once', () => {
    const cache = new ViewerCache();
    cache.set('session:a', viewer('u1'));
    cache.set('session:b', viewer('u1'));
    cache.set('session:c', viewer('u2'));
    cache.forgetUser('u1');
    expect(cache.get('session:a')).toBeUndefined();
    expect(cache.get('session:b')).toBeUndefined();
    expect(cache.get('session:c')?.userId).toBe('u2');
  });

  it('does not remember a lookup that a forget overtook', async () => {
    const cache = new ViewerCache();
    let finish!: (viewer: Viewer) => void;
    const lookup = cache.resolve('session:a', () => new Promise<Viewer>((resolve) => (finish = resolve)));
    // The session is revoked while its lookup is still on its way back from Redis and PostgreSQL.
    cache.forgetUser('u1');
    finish(viewer('u1'));
    expect((await lookup)?.userId).toBe('u1');
    expect(cache.get('session:a')).toBeUndefined();
    // A lookup nothing overtook is remembered, and the next request reads it from the cache.
    await cache.resolve('session:a', () => Promise.resolve(viewer('u1')));
    const again = await cache.resolve('session:a', () => Promise.reject(new Error('not cached')));
    expect(again?.userId).toBe('u1');
  });
});
