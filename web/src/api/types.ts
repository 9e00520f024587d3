// Response shapes of the gateway's endpoints: from the wire contract where it exports them, mirrored
// here where it does not (yet).
import type { NotificationItem } from '@tradehub/gateway/contract';

export type {
  NotificationItem,
  NotificationsResponse,
  PaymentsResponse,
  ProfileResponse,
  TransactionSummary,
  WorkspaceOverview,
} from '@tradehub/gateway/contract';

export type NotificationType = NotificationItem['type'];

export interface SignUpResponse {
  email: string;
  verificationSent: true;
}

export interface MessageResponse {
  message: string;
}
