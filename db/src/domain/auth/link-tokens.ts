// The secrets in e-mailed links (a password reset, a team invitation) are never stored or queued. Each link
// has a grant: a random id, kept where the link is checked (a Redis key for a reset, the invitation row) and
// carried by the mail job. The link's token is HMAC-SHA256(SESSION_SECRET, purpose + grant id): the gateway
// derives it once to store its sha256, and the worker derives it again when it writes the mail. So the job
// payload (in Redis for a day when the mail fails), the outbox row and the logs hold a grant id that no route
// accepts, and neither a Redis nor a database dump alone is enough to make a working link: that takes the
// secret too. A retried mail carries the same link. The e-mail verification link is signed with the same
// secret at send time (email-verification-token.ts). Changing SESSION_SECRET ends every outstanding link.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export type LinkPurpose = 'password-reset' | 'team-invite';

/** A new grant id: 16 random bytes, base64url. Not a secret on its own. */
export const newLinkGrantId = () => randomBytes(16).toString('base64url');

/** The token of a link: what the mail carries, derived again (never read back) wherever it is needed. */
export function linkToken(secret: string, purpose: LinkPurpose, grantId: string): string {
  return createHmac('sha256', secret).update(`link-token:${purpose}:${grantId}`).digest('base64url');
}

/** What is stored to check a link's token: its sha256, hex. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A password reset link's token (the grant id is the Redis-kept grant's; the gateway keeps the token's hash). */
export const passwordResetToken = (secret: string, grantId: string) =>
  linkToken(secret, 'password-reset', grantId);
