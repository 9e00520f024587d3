// Response shapes of the gateway's endpoints: from the wire contract where it exports them, mirrored
// here where it does not (yet).
import type { NotificationItem } from '@tradehub/contract';

export type {
  AdminOrganisationResponse,
  NotificationItem,
  NotificationsResponse,
  ProfileResponse,
  TransactionSummary,
  WorkspaceOverview,
} from '@tradehub/contract';

export type NotificationType = NotificationItem['type'];

export interface SignUpResponse {
  email: string;
  verificationSent: true;
}

export interface MessageResponse {
  message: string;
}

// Payments and FX trading: mirrored where the contract exports schemas only.
export type {
  FxExposureRow,
  FxTradeItem,
  FxTradeQuote,
  PaymentItem,
  PaymentQuote,
  PaymentsPage,
} from '@tradehub/contract';

export interface PaymentSettings {
  baseCurrency: string;
  approvalThresholdMinor: number;
}

export interface PaymentRequestItem {
  id: string;
  reference: string;
  payerName: string;
  payerEmail: string;
  amountMinor: number;
  currency: string;
  dueDate: string | null;
  status: 'open' | 'paid' | 'cancelled';
  shareUrl: string;
  createdAt: string;
}

export interface PaymentMethodItem {
  id: string;
  kind: 'bank_account' | 'credit_card' | 'digital_wallet';
  label: string;
  connected: boolean;
}

export interface FxExposurePayable {
  id: string;
  supplierName: string;
  amountMinor: number;
  date: string;
  status: string;
}
