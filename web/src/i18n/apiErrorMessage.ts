import { isApiErrorCode } from '@tradehub/contract/api-error-codes';
import { AUTH_ERROR_CODES, QUOTA_ERROR_CODES, SCREENING_PENDING_CODE } from '@tradehub/contract/constants';
import type { TFunction } from 'i18next';
import { ApiRequestError, clientErrorCodes } from '../api/client';
import type { Messages } from './resources';

const MB = 1024 * 1024;

type Params = Readonly<Record<string, string | number>>;

const numberOf = (params: Params, name: string) => Number(params[name] ?? 0);
const megabytes = (params: Params, name: string) => Number((numberOf(params, name) / MB).toFixed(1));
/** Whole minutes to wait, from the error's `retryAfterSeconds` (at least one). */
const minutesToWait = (params: Params) => Math.max(1, Math.ceil(numberOf(params, 'retryAfterSeconds') / 60));

/**
 * The gateway's refusals that the web says in the reader's language, worded from the error's params (the
 * gateway's English message is for API clients).
 */
const translatedCodes: Record<string, (params: Params, t: TFunction) => string> = {
  [AUTH_ERROR_CODES.identityAlreadyLinked]: (_params, t) => t('apiErrors.identityAlreadyLinked'),
  [QUOTA_ERROR_CODES.suppliers]: (params, t) =>
    t('apiErrorCodes.supplierQuota', { limit: numberOf(params, 'limit'), used: numberOf(params, 'used') }),
  [QUOTA_ERROR_CODES.documentBytes]: (params, t) =>
    t('apiErrorCodes.documentQuota', {
      limit: megabytes(params, 'limit'),
      used: megabytes(params, 'used'),
      size: megabytes(params, 'size'),
    }),
  [QUOTA_ERROR_CODES.screenings]: (params, t) =>
    t('apiErrorCodes.screeningQuota', { limit: numberOf(params, 'limit'), count: minutesToWait(params) }),
  [QUOTA_ERROR_CODES.invites]: (params, t) =>
    params.scope === 'organisation'
      ? t('apiErrorCodes.inviteLimitOrganisation', {
          limit: numberOf(params, 'limit'),
          count: minutesToWait(params),
        })
      : t('apiErrorCodes.inviteLimitPerson', {
          limit: numberOf(params, 'limit'),
          count: minutesToWait(params),
        }),
  duplicate_bill: (params, t) =>
    t('apiErrorCodes.duplicateBill', {
      reference: String(params.reference ?? ''),
      supplier: String(params.supplier ?? ''),
    }),
  own_payment_request: (_params, t) => t('apiErrorCodes.ownPaymentRequest'),
  payment_request_not_open: (_params, t) => t('apiErrorCodes.paymentRequestNotOpen'),
  policy_change_pending: (_params, t) => t('apiErrorCodes.policyChangePending'),
  policy_change_stale: (_params, t) => t('apiErrorCodes.policyChangeStale'),
  second_manager_recently_removed: (params, t) =>
    t('apiErrorCodes.secondManagerRecentlyRemoved', { days: numberOf(params, 'days') }),
  permission_not_held: (params, t) =>
    t('apiErrorCodes.permissionNotHeld', { permissions: String(params.permissions ?? '') }),
  owner_not_removable: (_params, t) => t('apiErrorCodes.ownerNotRemovable'),
  owner_keeps_team_management: (_params, t) => t('apiErrorCodes.ownerKeepsTeamManagement'),
  not_owner: (_params, t) => t('apiErrorCodes.notOwner'),
  own_organisation: (_params, t) => t('apiErrorCodes.ownOrganisation'),
  not_a_member: (_params, t) => t('apiErrorCodes.notAMember'),
  invalid_xlsx: (params, t) => t('apiErrorCodes.invalidXlsx', { file: String(params.file ?? '') }),
  file_unpacks_too_large: (params, t) =>
    t('apiErrorCodes.fileUnpacksTooLarge', {
      file: String(params.file ?? ''),
      limitMb: numberOf(params, 'limitMb'),
    }),
  [SCREENING_PENDING_CODE]: (params, t) =>
    t('apiErrorCodes.screeningPending', { name: String(params.name ?? '') }),
};

/** The codes the web words from their params; every other declared code has its text under apiErrorByCode. */
export const wordedCodes: ReadonlySet<string> = new Set(Object.keys(translatedCodes));

/**
 * A refusal said by its code: the gateway's own message to an English reader (it names the field and the
 * rule, e.g. "amount: must be at least 0.01"), the catalogue's text for the code to any other (each declared
 * code has one in every language); a code the contract does not declare (a newer gateway) keeps the message.
 */
function byCode(error: ApiRequestError, t: TFunction): string {
  if (!isApiErrorCode(error.code)) return error.message;
  const worded = t(`apiErrorByCode.${error.code as keyof Messages['apiErrorByCode']}`, {
    returnDetails: true,
  });
  return worded.usedLng === 'en' ? error.message : worded.res;
}

/**
 * The text to show for a failed API call: our own translated text for failures seen in the browser and for
 * the refusals we word ourselves (translatedCodes), the gateway's message for the other errors it reports.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    switch (error.code) {
      case clientErrorCodes.network:
        return t('apiErrors.network');
      case clientErrorCodes.invalidResponse:
        return t('apiErrors.invalidResponse');
      case clientErrorCodes.http:
        return t('apiErrors.http', { status: error.status });
      case clientErrorCodes.accessToken:
        return t('apiErrors.accessToken');
      default: {
        const translate = translatedCodes[error.code];
        if (translate) return translate(error.params ?? {}, t);
        return byCode(error, t);
      }
    }
  }
  return t('app.loadFailedFallback');
}

/** The text under 'Unable to Load Application': the API's message, an error's own, or a generic one. */
export function loadErrorDetail(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) return apiErrorMessage(error, t);
  if (error instanceof Error && error.message) return error.message;
  return t('app.loadFailedFallback');
}
