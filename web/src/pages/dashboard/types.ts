import type { DemoOverview } from '@tradehub/contract';

export type { DemoOverview };
export type SupplierSummary = DemoOverview['suppliers'];
export type SupplierItem = SupplierSummary['items'][number];
export type SupplierStatus = SupplierItem['status'];
export type RiskLevel = SupplierItem['riskScore'];
export type FxRate = DemoOverview['fxRates'][number];
export type Transaction = DemoOverview['recentTransactions'][number];
export type TransactionStatus = Transaction['status'];
export type PaymentMethod = Transaction['method'];
