// The gateway's quota, rate-limit and screening refusals carry their numbers as `params`: the web words them
// in the reader's language (the same facts as the gateway's English message), and any other error keeps the
// gateway's own message. Auth0's linking refusal is known by its code alone.
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@tradehub/contract/constants';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/api/client';
import { apiErrorMessage, loadErrorDetail } from '../../src/i18n/apiErrorMessage';
import { messages } from '../../src/i18n/resources';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { translation: messages.en },
      es: { translation: messages.es },
      zh: { translation: messages.zh },
    },
    interpolation: { escapeValue: false },
  });
});

const refusal = (status: number, code: string, params: Record<string, string | number>) =>
  new ApiRequestError(status, { code, message: 'The English message of the gateway', params });

const MB = 1024 * 1024;

describe('apiErrorMessage', () => {
  it('words the limits of an account awaiting approval from their params, saying approval lifts them', () => {
    expect(apiErrorMessage(refusal(403, 'supplier_quota_reached', { limit: 10, used: 10 }), i18n.t)).toBe(
      'Accounts awaiting approval can add up to 10 suppliers, and this organisation has 10. Approval of your account lifts this limit.',
    );
    expect(
      apiErrorMessage(
        refusal(403, 'document_quota_reached', { limit: 25 * MB, used: 18 * MB, size: 9.5 * MB }),
        i18n.t,
      ),
    ).toBe(
      'Accounts awaiting approval can store up to 25 MB of supplier documents: 18 MB are stored and this file is 9.5 MB. Delete a document to make room. Approval of your account lifts this limit.',
    );
    expect(
      apiErrorMessage(
        refusal(429, 'screening_quota_reached', { limit: 20, retryAfterSeconds: 61 }),
        i18n.getFixedT('es'),
      ),
    ).toBe(
      'Las cuentas pendientes de aprobación pueden realizar hasta 20 filtrados de sanciones por hora. Vuelva a intentarlo en 2 minutos. La aprobación de su cuenta elimina este límite.',
    );
    expect(
      apiErrorMessage(refusal(429, 'screening_quota_reached', { limit: 20, retryAfterSeconds: 30 }), i18n.t),
    ).toContain('Try again in 1 minute.');
  });

  it('says which invitation limit was reached, and when to try again', () => {
    expect(
      apiErrorMessage(
        refusal(429, 'invite_rate_limited', { limit: 20, scope: 'organisation', retryAfterSeconds: 3000 }),
        i18n.t,
      ),
    ).toBe('Your organisation has sent 20 invitations, the most allowed for now. Try again in 50 minutes.');
    expect(
      apiErrorMessage(
        refusal(429, 'invite_rate_limited', { limit: 10, scope: 'person', retryAfterSeconds: 120 }),
        i18n.getFixedT('zh'),
      ),
    ).toBe('您已发送 10 份邀请，已达个人目前上限。请在 2 分钟后重试。');
  });

  it('says a supplier is still being screened', () => {
    expect(apiErrorMessage(refusal(409, 'screening_pending', { name: 'Acme GmbH' }), i18n.t)).toBe(
      'This supplier is still being screened against the sanctions lists: Acme GmbH can be verified and paid once the screening is done (usually within seconds).',
    );
  });

  it("keeps the gateway's message for the codes it does not word itself", () => {
    expect(apiErrorMessage(refusal(409, 'sanctions_hit_open', {}), i18n.t)).toBe(
      'The English message of the gateway',
    );
  });
});

describe('apiErrorMessage for an Auth0 identity', () => {
  it('translates an Auth0 identity refused because the address is linked to another sign-in', () => {
    const refused = new ApiRequestError(409, {
      code: AUTH_ERROR_CODES.identityAlreadyLinked,
      message: AUTH_MESSAGES.identityAlreadyLinked,
    });
    // The load error screen shows it: the English text is the gateway's own.
    expect(loadErrorDetail(refused, i18n.t)).toBe(AUTH_MESSAGES.identityAlreadyLinked);
    expect(apiErrorMessage(refused, i18n.getFixedT('es'))).toBe(messages.es.apiErrors.identityAlreadyLinked);
    expect(apiErrorMessage(refused, i18n.getFixedT('zh'))).toBe(messages.zh.apiErrors.identityAlreadyLinked);
    expect(messages.es.apiErrors.identityAlreadyLinked).not.toBe(AUTH_MESSAGES.identityAlreadyLinked);
  });

  it("shows another error's own message", () => {
    const other = new ApiRequestError(409, { code: 'something_else', message: 'Its own message' });
    expect(apiErrorMessage(other, i18n.getFixedT('es'))).toBe('Its own message');
  });
});

describe('apiErrorMessage for the refusals of issue 24', () => {
  const zh = () => i18n.getFixedT('zh');
  it('says who may not be granted, the Owner rules and a damaged workbook in the reader’s language', () => {
    const grant = refusal(403, 'permission_not_held', { permissions: 'Payment Approval' });
    expect(apiErrorMessage(grant, i18n.t)).toBe(
      'You can only grant permissions you hold yourself. You do not hold: Payment Approval.',
    );
    expect(apiErrorMessage(grant, zh())).toBe('您只能授予自己拥有的权限。您没有：Payment Approval。');
    for (const code of [
      'policy_change_pending',
      'policy_change_stale',
      'owner_not_removable',
      'owner_keeps_team_management',
      'not_owner',
      'own_organisation',
      'not_a_member',
    ]) {
      const text = apiErrorMessage(refusal(409, code, {}), i18n.getFixedT('es'));
      expect(text, code).not.toBe('The English message of the gateway');
      expect(text, code).not.toMatch(/apiErrorCodes/);
    }
    expect(
      apiErrorMessage(refusal(413, 'file_unpacks_too_large', { file: 'pay.xlsx', limitMb: 16 }), i18n.t),
    ).toContain('pay.xlsx unpacks to more than the 16 MB');
  });
});
