import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/server-i18n.js';
import { teamInviteMail } from '../../src/mail/templates.js';

const expiresAt = new Date('2026-12-04T09:05:00Z');
const invite = (language: 'en' | 'zh' | 'es') =>
  teamInviteMail(
    translatorFor(language),
    'new@example.com',
    'Harbour Imports',
    'Finance',
    'Olivia Owner',
    'https://app.example/invite/abc',
    expiresAt,
  );

describe('the team invitation mail', () => {
  it('says when the link expires, in UTC and in the reader’s language, like the reports', () => {
    expect(invite('en').text).toContain('4 Dec 2026, 09:05 UTC');
    expect(invite('zh').text).toContain('2026年12月4日 09:05 UTC');
    expect(invite('es').text).toContain('4 dic 2026, 09:05 UTC');
  });
});
