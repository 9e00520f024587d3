import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@tradehub/contract/constants';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/api/client';
import { authErrorMessage } from '../../src/auth/authErrorMessage';
import { messages } from '../../src/i18n/resources';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: messages.en }, es: { translation: messages.es } },
    interpolation: { escapeValue: false },
  });
});

const apiError = (code: string, message: string, status = 400) =>
  new ApiRequestError(status, { code, message });

describe('authErrorMessage', () => {
  it("shows the catalogue text for the gateway's auth codes", () => {
    expect(
      authErrorMessage(apiError(AUTH_ERROR_CODES.wrongPassword, AUTH_MESSAGES.wrongPassword), i18n.t),
    ).toBe('Incorrect password.');
    expect(authErrorMessage(apiError(AUTH_ERROR_CODES.rateLimited, 'x', 429), i18n.t)).toBe(
      AUTH_MESSAGES.tooManyAttempts,
    );
  });

  it('translates the catalogue text', () => {
    const es = i18n.getFixedT('es');
    expect(authErrorMessage(apiError(AUTH_ERROR_CODES.userNotFound, AUTH_MESSAGES.userNotFound), es)).toBe(
      messages.es.auth.errors.userNotFound,
    );
  });

  it("shows another error's own message", () => {
    expect(authErrorMessage(apiError('something_else', 'Its own message'), i18n.t)).toBe('Its own message');
    expect(authErrorMessage(new Error('Thrown message'), i18n.t)).toBe('Thrown message');
  });

  it('falls back to the generic text for a value that is not an error', () => {
    expect(authErrorMessage('nope', i18n.t)).toBe('Authentication failed. Please try again.');
  });
});
