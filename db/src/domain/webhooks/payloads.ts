// Each event's `data`, shaped as the API shapes the thing (contract developers.ts), without what depends on
// who is looking. Builders load what they name (supplier, creator) through the caller's EntityManager.
import type {
  FxTradeItem,
  RateAlert as RateAlertItem,
  Report,
  WebhookBatch,
  WebhookPayment,
  WebhookSupplier,
} from '@tradehub/contract';
import type { FxTrade, Payment, PaymentBatch, Supplier, UserProfile } from '../../index.js';

const nameOf = (user: Pick<UserProfile, 'fullName' | 'businessName'>) => user.fullName ?? user.businessName;

export async function paymentWebhookData(payment: Payment): Promise<WebhookPayment> {
  const supplier = await payment.supplier.loadOrFail();
  const creator = await payment.createdBy.loadOrFail();
  return {
    id: payment.id,
    supplier: { id: supplier.id, name: supplier.name },
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    status: payment.status,
    approvalStatus: payment.approvalStatus,
    approvalReasons: [...payment.approvalReasons],
    method: payment.method,
    reference: payment.reference ?? null,
    date: payment.date.toISOString(),
    feeMinor: payment.feeMinor ?? null,
    fxRate: payment.fxRate === null || payment.fxRate === undefined ? null : Number(payment.fxRate),
    baseAmountMinor: payment.baseAmountMinor ?? null,
    approvalsRequired: payment.approvalsRequired,
    failureReason: payment.failureReason ?? null,
    createdBy: { id: creator.id, name: nameOf(creator) },
    batchId: payment.batch?.id ?? null,
  };
}

export async function batchWebhookData(batch: PaymentBatch): Promise<WebhookBatch> {
  const creator = await batch.createdBy.loadOrFail();
  return {
    id: batch.id,
    fileName: batch.fileName,
    status: batch.status,
    rowCount: batch.rowCount,
    totals: batch.totals.map(({ currency, amountMinor }) => ({ currency, amountMinor })),
    baseCurrency: batch.baseCurrency,
    baseTotalMinor: batch.baseTotalMinor,
    approvalsRequired: batch.approvalsRequired,
    approvalReasons: [...batch.approvalReasons] as WebhookBatch['approvalReasons'],
    approvalBasis: batch.approvalBasis ?? null,
    approvals: batch.approvals.map(({ userId, name, at }) => ({ id: userId, name, at })),
    progress: {
      settled: batch.settledCount,
      failed: batch.failedCount,
      pending: Math.max(0, batch.rowCount - batch.settledCount - batch.failedCount),
    },
    createdBy: { id: creator.id, name: nameOf(creator) },
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
    rejectionReason: batch.rejectionReason ?? null,
  };
}

export function supplierWebhookData(supplier: Supplier, hits?: WebhookSupplier['hits']): WebhookSupplier {
  return {
    id: supplier.id,
    name: supplier.name,
    location: supplier.location,
    countryCode: supplier.countryCode ?? null,
    category: supplier.category,
    status: supplier.status,
    riskScore: supplier.riskScore,
    screeningStatus: supplier.screeningStatus,
    verificationDate: supplier.verificationDate?.toISOString() ?? null,
    createdAt: supplier.createdAt.toISOString(),
    ...(hits ? { hits } : {}),
  };
}

export async function fxTradeWebhookData(trade: FxTrade): Promise<FxTradeItem> {
  const creator = await trade.createdBy.loadOrFail();
  return {
    id: trade.id,
    kind: trade.kind,
    side: trade.side,
    currency: trade.currency,
    amountMinor: trade.amountMinor,
    usdAmountMinor: trade.usdAmountMinor,
    rate: trade.rate,
    valueDate: trade.valueDate.toISOString(),
    status: trade.status,
    createdAt: trade.createdAt.toISOString(),
    createdBy: { id: creator.id, name: nameOf(creator) },
  };
}

export const rateAlertWebhookData = (alert: RateAlertItem, message: string) => ({ ...alert, message });

export const reportWebhookData = (report: Report): Report => report;
