import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a verification link works. The dialog tells people they may resend after an hour. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export type VerificationTokenCheck =
  { outcome: 'verified'; userId: string; email: string } | { outcome: 'expired' | 'invalid' };

/*
 * Stateless, signed with SESSION_SECRET: `<userId>.<email>.<expiresAt>.<hmac>`, each part base64url.
 * Binding the e-mail address means a link stops working once the address changes; the expiry is
 * signed, so an expired link is told apart from a forged one.
 */
const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const decode = (value: string) => Buffer.from(value, 'base64url').toString('utf8');
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`email-verification:${payload}`).digest('base64url');

export function createVerificationToken(
  secret: string,
  userId: string,
  email: string,
  now = Date.now(),
): string {
  const payload = `${encode(userId)}.${encode(email)}.${(now + VERIFICATION_TOKEN_TTL_MS).toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function checkVerificationToken(
  secret: string,
  token: string,
  now = Date.now(),
): VerificationTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4) return { outcome: 'invalid' };
  const [userPart, emailPart, expiresPart, signature] = parts as [string, string, string, string];
  const payload = `${userPart}.${emailPart}.${expiresPart}`;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { outcome: 'invalid' };
  if (Number.parseInt(expiresPart, 36) < now) return { outcome: 'expired' };
  return { outcome: 'verified', userId: decode(userPart), email: decode(emailPart) };
}
