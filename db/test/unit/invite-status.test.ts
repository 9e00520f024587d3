// What an invitation's stored status means now (db/src/domain/team/invite-token.ts): a pending invitation
// is expired from the moment of its expiry on; a decided one keeps its status.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveInviteStatus } from '../../src/domain/team/invite-token.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('invitation status', () => {
  it('is pending until its expiry and expired from that moment on', () => {
    expect(effectiveInviteStatus({ status: 'pending', expiresAt: at(1) })).toBe('pending');
    expect(effectiveInviteStatus({ status: 'pending', expiresAt: at(0) })).toBe('expired');
    expect(effectiveInviteStatus({ status: 'pending', expiresAt: at(-1) })).toBe('expired');
  });

  it('keeps an accepted or revoked invitation as it is, however old', () => {
    expect(effectiveInviteStatus({ status: 'accepted', expiresAt: at(-1) })).toBe('accepted');
    expect(effectiveInviteStatus({ status: 'revoked', expiresAt: at(-1) })).toBe('revoked');
  });
});
