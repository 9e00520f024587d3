import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_SECONDS } from './session-store.js';

export const SESSION_COOKIE = 'th_session';

/**
 * httpOnly (no script reads it), SameSite=Lax (not sent on cross-site sub-requests), signed. It lasts the
 * session's absolute lifetime; the server ends the session earlier when it sits idle.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  maxAgeSeconds = SESSION_TTL_SECONDS,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
}

/** The session token of a request's cookie, when present and correctly signed. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}
