// Every error code the API answers with: the gateway's own (AppError), the domain's refusals (DomainError)
// and the few of Fastify's it passes on. AppError and DomainError take only these, so a new code is declared
// here first, and the web's catalogue must say it in every language (web/test/unit/api-error-codes.test.ts
// fails on a code without a message in en, zh and es). The gateway's English `message` stays for API clients.
import { AI_ERROR_CODES, AUTH_ERROR_CODES, QUOTA_ERROR_CODES, SCREENING_PENDING_CODE } from './constants.js';

export const API_ERROR_CODES = [
  // Any route
  'invalid_input',
  'bad_request',
  'not_found',
  'forbidden',
  'unauthenticated',
  'rate_limited',
  'cross_site_request',
  'unsupported_media_type',
  'file_too_large',
  'internal_error',
  'database_unavailable',
  'service_unavailable',
  // Fastify's own refusals of a body, passed on as they are
  'fst_err_ctp_empty_json_body',
  'fst_err_ctp_invalid_json_body',
  'fst_err_ctp_body_too_large',
  'fst_err_ctp_invalid_media_type',
  // Accounts and sign-in
  ...Object.values(AUTH_ERROR_CODES),
  'credentials_conflict',
  'demo_workspace',
  // Limits of unreviewed organisations, invitations and screenings
  ...Object.values(QUOTA_ERROR_CODES),
  // The assistant
  ...Object.values(AI_ERROR_CODES),
  // Team, organisations and policies
  'already_member',
  'invite_accepted',
  'invite_expired',
  'invite_revoked',
  'invite_used',
  'last_team_manager',
  'not_a_member',
  'not_owner',
  'own_organisation',
  'owner_keeps_team_management',
  'owner_not_removable',
  'permission_not_held',
  'policy_change_not_pending',
  'policy_change_pending',
  'policy_change_stale',
  'second_manager_recently_removed',
  // Suppliers and screening
  SCREENING_PENDING_CODE,
  'sanctions_hit_open',
  'supplier_not_pending',
  'supplier_pending',
  'supplier_rejected',
  // Payments, batches and bills
  'already_approved_by_you',
  'payment_not_awaiting_approval',
  'payment_in_batch',
  'batch_not_awaiting_approval',
  'batch_total_too_large',
  'duplicate_batch_file',
  'duplicate_batch_row',
  'no_valid_rows',
  'invalid_xlsx',
  'file_unpacks_too_large',
  'duplicate_bill',
  'invalid_bills',
  'bill_cancelled',
  'bill_has_payments',
  'own_payment_request',
  'payment_request_not_open',
  // FX
  'already_booked',
  'quote_expired',
  // Reports
  'report_not_ready',
  'report_not_failed',
  // API keys and webhooks
  'api_key_not_allowed',
  'api_key_rate_limited',
  'api_key_limit',
  'insufficient_scope',
  'invalid_webhook_url',
  'webhook_endpoint_limit',
  'resend_failed',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const declared: ReadonlySet<string> = new Set(API_ERROR_CODES);

export const isApiErrorCode = (code: string): code is ApiErrorCode => declared.has(code);
