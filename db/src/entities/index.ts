import type { EntitySchema } from '@mikro-orm/core';
import { Activity } from './activity.js';
import { ApiKey } from './api-key.js';
import { AuditLogEntry } from './audit-log-entry.js';
import { ChatMessage } from './chat-message.js';
import { Bill } from './bill.js';
import { BillPayment } from './bill-payment.js';
import { HedgeTarget } from './hedge-target.js';
import { FxRateBar } from './fx-rate-bar.js';
import { Membership } from './membership.js';
import { Notification } from './notification.js';
import { Organisation } from './organisation.js';
import { Payment } from './payment.js';
import { PaymentBatch } from './payment-batch.js';
import { PaymentMethod } from './payment-method.js';
import { PolicyChange } from './policy-change.js';
import { Report } from './report.js';
import { RateAlert } from './rate-alert.js';
import { SanctionsEntry } from './sanctions-entry.js';
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
import { WebhookDelivery } from './webhook-delivery.js';
import { WebhookEndpoint } from './webhook-endpoint.js';
import { WebhookEvent } from './webhook-event.js';

export { normaliseEmail } from './user-profile.js';
export type { AuditChanges } from './audit-log-entry.js';
export type { NotificationParams } from './notification.js';
export {
  Activity,
  ApiKey,
  AuditLogEntry,
  ChatMessage,
  Bill,
  BillPayment,
  HedgeTarget,
  FxRateBar,
  Membership,
  Notification,
  Organisation,
  Payment,
  PaymentBatch,
  PaymentMethod,
  PolicyChange,
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
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
};

/**
 * Every entity, listed explicitly (no folder discovery, so the compiled package works from dist). Typed
 * loosely: the inferred type of the whole list is too long for TypeScript to write out.
 */
export const ENTITIES: EntitySchema[] = [
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
  HedgeTarget,
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
  PolicyChange,
  Bill,
  BillPayment,
  ApiKey,
  WebhookEndpoint,
  WebhookEvent,
  WebhookDelivery,
];
