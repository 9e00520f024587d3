import { describe, expect, it } from 'vitest';
import {
  checkVerificationToken,
  createVerificationToken,
  VERIFICATION_TOKEN_TTL_MS,
} from '../../src/domain/auth/email-verification-token.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2026, 10, 21, 12);

describe('e-mail verification tokens', () => {
  it('verifies a fresh token and returns whose it is', () => {
    const token = createVerificationToken(SECRET, 'user-1', 'a@example.com', NOW);
    expect(checkVerificationToken(SECRET, token, NOW + 1000)).toEqual({
      outcome: 'verified',
      userId: 'user-1',
      email: 'a@example.com',
    });
  });

  it('tells an expired token from an invalid one', () => {
    const token = createVerificationToken(SECRET, 'user-1', 'a@example.com', NOW);
    expect(checkVerificationToken(SECRET, token, NOW + VERIFICATION_TOKEN_TTL_MS + 1)).toEqual({
      outcome: 'expired',
    });
  });

  it('refuses a token signed with another secret, or with any part changed', () => {
    const token = createVerificationToken(SECRET, 'user-1', 'a@example.com', NOW);
    expect(checkVerificationToken('another-secret-of-thirty-two-characters!', token, NOW).outcome).toBe(
      'invalid',
    );
    const [user, email, expires, signature] = token.split('.') as [string, string, string, string];
    const otherUser = Buffer.from('user-2').toString('base64url');
    const later = (NOW + 10 * VERIFICATION_TOKEN_TTL_MS).toString(36);
    for (const forged of [
      [otherUser, email, expires, signature],
      [user, email, later, signature],
      [user, email, expires, `${signature.slice(0, -1)}x`],
    ]) {
      expect(checkVerificationToken(SECRET, forged.join('.'), NOW).outcome).toBe('invalid');
    }
    expect(checkVerificationToken(SECRET, 'garbage', NOW).outcome).toBe('invalid');
  });
});
