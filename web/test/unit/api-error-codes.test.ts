// Issue 28 item 4: every error code the gateway may answer with (the contract's API_ERROR_CODES, the only
// codes AppError and DomainError take) has a message in English, Chinese and Spanish, and a reader of Chinese
// or Spanish sees it instead of the gateway's English; an English reader keeps the gateway's own message,
// which names the field and the rule.
import { API_ERROR_CODES } from '@tradehub/contract/api-error-codes';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/api/client';
import { apiErrorMessage, wordedCodes } from '../../src/i18n/apiErrorMessage';
import { appLanguages } from '../../src/i18n/languages';
import { messages } from '../../src/i18n/resources';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { translation: messages.en },
      es: { translation: messages.es },
      zh: { translation: messages.zh },
    },
    interpolation: { escapeValue: false },
  });
});

const refusal = (code: string, message = 'amount: must be at least 0.01') =>
  new ApiRequestError(400, { code, message, field: 'amount' });

describe('API error codes', () => {
  it.each(appLanguages)('each declared code has a message in %s', (language) => {
    const byCode: Record<string, string> = messages[language].apiErrorByCode;
    const missing = API_ERROR_CODES.filter(
      (code) => !wordedCodes.has(code) && !(typeof byCode[code] === 'string' && byCode[code].trim() !== ''),
    );
    expect(missing).toEqual([]);
  });

  it('holds no message for a code the gateway does not declare', () => {
    const declared = new Set<string>(API_ERROR_CODES);
    expect(Object.keys(messages.en.apiErrorByCode).filter((code) => !declared.has(code))).toEqual([]);
    expect([...wordedCodes].filter((code) => !declared.has(code))).toEqual([]);
  });

  it("says a refusal in the reader's language, and keeps the gateway's message for an English reader", async () => {
    expect(apiErrorMessage(refusal('bill_cancelled', 'Bill INV-1 is cancelled.'), i18n.t)).toBe(
      'Bill INV-1 is cancelled.',
    );
    await i18n.changeLanguage('zh');
    expect(apiErrorMessage(refusal('bill_cancelled', 'Bill INV-1 is cancelled.'), i18n.t)).toBe(
      '此账单已取消。',
    );
    expect(apiErrorMessage(refusal('invalid_input'), i18n.t)).toBe(messages.zh.apiErrorByCode.invalid_input);
    await i18n.changeLanguage('es');
    expect(apiErrorMessage(refusal('quote_expired', 'The quote expired.'), i18n.t)).toBe(
      'La cotización ha caducado. Obtén un nuevo tipo e inténtalo de nuevo.',
    );
    // A code this web does not know (a newer gateway) keeps the gateway's message.
    expect(apiErrorMessage(refusal('some_future_code', 'A future refusal.'), i18n.t)).toBe(
      'A future refusal.',
    );
    await i18n.changeLanguage('en');
  });
});
