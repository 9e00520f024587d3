import { Activity } from './activity.js';
import { AuditLogEntry } from './audit-log-entry.js';
import { ChatMessage } from './chat-message.js';
import { CurrencyExposure } from './currency-exposure.js';
import { FxRateBar } from './fx-rate-bar.js';
import { Membership } from './membership.js';
import { Notification } from './notification.js';
import { Organisation } from './organisation.js';
import { Payment } from './payment.js';
import { PaymentBatch } from './payment-batch.js';
import { PaymentMethod } from './payment-method.js';
import { Report } from './report.js';
import { RATE_ALERT_KINDS, RATE_ALERT_STATUSES, RateAlert, type RateAlertKind } from './rate-alert.js';
import { SANCTIONS_LISTS, SanctionsEntry, type SanctionsList } from './sanctions-entry.js';
import { ScreeningHit } from './screening-hit.js';
import { FxTrade } from './fx-trade.js';
import { PaymentRequest } from './payment-request.js';
import { TeamInvite } from './team-invite.js';
import { RiskMetricsSnapshot } from './risk-metrics-snapshot.js';
import { Supplier } from './supplier.js';
import { SupplierDocument } from './supplier-document.js';
import { SupplierFinancials } from './supplier-financials.js';
import { SupplierKeyPerson } from './supplier-key-person.js';
import { SupplierRiskMetric } from './supplier-risk-metric.js';
import { UserProfile } from './user-profile.js';

export * from './enums.js';
export { RATE_ALERT_KINDS, RATE_ALERT_STATUSES, type RateAlertKind };
export { SANCTIONS_LISTS, type SanctionsList };
export { normaliseEmail } from './user-profile.js';
export type { AuditChanges } from './audit-log-entry.js';
export {
  Activity,
  AuditLogEntry,
  ChatMessage,
  CurrencyExposure,
  FxRateBar,
  Membership,
  Notification,
  Organisation,
  Payment,
  PaymentBatch,
  PaymentMethod,
  RateAlert,
  Report,
  RiskMetricsSnapshot,
  SanctionsEntry,
  ScreeningHit,
  FxTrade,
  PaymentRequest,
  TeamInvite,
  Supplier,
  SupplierDocument,
  SupplierFinancials,
  SupplierKeyPerson,
  SupplierRiskMetric,
  UserProfile,
};

/** Every entity, listed explicitly (no folder discovery, so the compiled package works from dist). */
export const ENTITIES = [
  Organisation,
  UserProfile,
  Membership,
  Supplier,
  SupplierRiskMetric,
  SupplierKeyPerson,
  SupplierFinancials,
  SupplierDocument,
  PaymentBatch,
  Payment,
  Activity,
  RiskMetricsSnapshot,
  Notification,
  CurrencyExposure,
  PaymentMethod,
  FxRateBar,
  AuditLogEntry,
  Report,
  RateAlert,
  SanctionsEntry,
  ScreeningHit,
  FxTrade,
  PaymentRequest,
  TeamInvite,
  ChatMessage,
];
