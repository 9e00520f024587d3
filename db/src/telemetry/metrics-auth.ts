import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries METRICS_TOKEN as a Bearer token. Compared as digests in constant
 * time, so neither the token's length nor its content leaks through timing.
 */
export function metricsAuthorized(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization.slice(7).trim()), digest(token));
}
