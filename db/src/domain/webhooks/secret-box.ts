// Webhook signing secrets at rest: sealed with AES-256-GCM under a key derived from SESSION_SECRET (HKDF),
// so a database dump alone does not let anyone forge TradeHub's signatures. The workers open them to sign.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'tradehub webhook signing secrets v1';

function keyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'tradehub', INFO, 32));
}

/** `whsec_` and 32 random bytes: what receivers keep and verify with. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function sealSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/** The secret, or throws when it was sealed under another SESSION_SECRET (or tampered with). */
export function openSecret(sealed: string, sessionSecret: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
