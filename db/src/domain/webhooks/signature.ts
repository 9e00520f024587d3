// `TradeHub-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` — Stripe's scheme, so
// receivers' existing verifier code works. During a secret's grace period a second v1 is signed with the
// old secret, so receivers still holding it keep verifying.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signatureHeader(secrets: readonly string[], body: string, unixSeconds: number): string {
  const signed = `${unixSeconds}.${body}`;
  const parts = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(signed).digest('hex')}`);
  return [`t=${unixSeconds}`, ...parts].join(',');
}

/**
 * What a receiver does (and the docs show): true when one v1 of the header is the HMAC of "t.body" under
 * `secret` and t is within `toleranceSeconds` of now (a replayed old delivery fails).
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  { toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): boolean {
  const items = header.split(',').map((item) => item.trim().split('='));
  const t = Number(items.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return items.some(([key, value]) => {
    if (key !== 'v1' || !value) return false;
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
