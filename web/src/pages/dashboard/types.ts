// The dashboard's cards show the workspace overview (suppliers, latest rates, recent transactions): their
// types are the parts of that answer, as the API types it.
import type { WorkspaceOverview } from '../../api/workspace/queries';

export type SupplierSummary = WorkspaceOverview['suppliers'];
export type SupplierItem = SupplierSummary['items'][number];
export type SupplierStatus = SupplierItem['status'];
export type RiskLevel = SupplierItem['riskScore'];
export type FxRate = WorkspaceOverview['fxRates'][number];
export type Transaction = WorkspaceOverview['recentTransactions'][number];
export type TransactionStatus = Transaction['status'];
export type TransferMethod = Transaction['method'];
