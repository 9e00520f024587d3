// An invitation link's secret and what an invitation's status means now: the rules both the commands
// (hash to store, expiry to set and check) and the readers (the list, the preview) apply.
import type { TeamInviteStatus } from '@tradehub/contract';
import { randomBytes } from 'node:crypto';
import { hashLinkToken, linkToken } from '../auth/link-tokens.js';

/** Invitations are valid for a week. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An invitation's link token: derived from SESSION_SECRET and the invitation's id (auth/link-tokens.ts), so
 * the mail job carries the id alone and the worker derives the token as it writes the mail. Only its hash
 * is stored.
 */
export const inviteToken = (secret: string, inviteId: string) => linkToken(secret, 'team-invite', inviteId);

export const hashInviteToken = hashLinkToken;

/** A random token, for an invitation written straight to the database (tests): any token whose hash is stored works. */
export const newInviteToken = () => randomBytes(32).toString('base64url');

/** What the invite's stored status means now: a pending invite past its expiry is 'expired'. */
export function effectiveInviteStatus(invite: { status: TeamInviteStatus; expiresAt: Date }) {
  if (invite.status === 'pending' && invite.expiresAt.getTime() <= Date.now()) return 'expired' as const;
  return invite.status;
}
