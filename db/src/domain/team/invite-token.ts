// An invitation link's secret and what an invitation's status means now: the rules both the commands
// (hash to store, expiry to set and check) and the readers (the list, the preview) apply.
import { createHash, randomBytes } from 'node:crypto';

/** Invitations are valid for a week. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A new invite link secret: 32 random bytes, base64url. Only its hash is stored. */
export const newInviteToken = () => randomBytes(32).toString('base64url');

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the invite's stored status means now: a pending invite past its expiry is 'expired'. */
export function effectiveInviteStatus(invite: {
  status: 'pending' | 'accepted' | 'revoked';
  expiresAt: Date;
}) {
  if (invite.status === 'pending' && invite.expiresAt.getTime() <= Date.now()) return 'expired' as const;
  return invite.status;
}
