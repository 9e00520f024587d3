// Supplier rows as the wire contract shapes them (contract/suppliers.ts).
import type {
  ScreeningHit,
  Supplier,
  SupplierDocument,
  SupplierFinancials,
  SupplierKeyPerson,
  SupplierRiskMetric,
} from '@tradehub/db';
import { toScreeningHitItem, toSupplierListItem, type RiskInputs } from '@tradehub/db/domain';
import type { SupplierDetail, SupplierDocumentItem } from '@tradehub/contract';

export function toSupplierDocumentItem(document: SupplierDocument): SupplierDocumentItem {
  return {
    id: document.id,
    name: document.name,
    type: document.type,
    status: document.status,
    expiresAt: document.expiresAt?.toISOString() ?? null,
    sizeBytes: Number(document.sizeBytes),
    mimeType: document.mimeType,
    uploadedAt: document.uploadedAt.toISOString(),
    downloadUrl: document.storageKey
      ? `/api/suppliers/${document.supplier.id}/documents/${document.id}/file`
      : null,
  };
}

/** Only the last four characters of the account: enough to recognise it, not to pay into it. */
export function maskAccount(account: string | null | undefined): string | null {
  if (!account) return null;
  const compact = account.replace(/\s+/g, '');
  return `•••• ${compact.slice(-4)}`;
}

const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export interface SupplierDetailParts {
  supplier: Supplier;
  createdByName: string;
  riskMetrics: SupplierRiskMetric[];
  keyPeople: SupplierKeyPerson[];
  financials: SupplierFinancials | null;
  documents: SupplierDocument[];
  screeningHits: ScreeningHit[];
  riskInputs: RiskInputs;
  canReview: boolean;
  canDismissHits: boolean;
  reviewMode: SupplierDetail['reviewMode'];
  needsAnotherReviewer: boolean;
}

export function toSupplierDetail(parts: SupplierDetailParts): SupplierDetail {
  const { supplier, financials } = parts;
  return {
    ...toSupplierListItem(supplier),
    address: supplier.address ?? null,
    registrationNumber: supplier.registrationNumber ?? null,
    contactEmail: supplier.contactEmail ?? null,
    bankAccount: maskAccount(supplier.bankIban ?? supplier.bankAccountNumber),
    rejectionReason: supplier.rejectionReason ?? null,
    createdBy: { id: supplier.createdBy.id, name: parts.createdByName },
    riskMetrics: parts.riskMetrics.map((metric) => ({
      category: metric.category,
      score: Number(metric.score),
      trend: metric.trend,
      changePercent: Number(metric.changePercent),
    })),
    keyPeople: parts.keyPeople.map((person) => ({
      name: person.name,
      role: person.role,
      imageUrl: person.imageUrl ?? null,
      stakePercent: Number(person.stakePercent),
      risk: person.risk,
    })),
    financials: {
      revenueMinor: numberOrNull(financials?.revenueMinor),
      currency: financials?.currency ?? null,
      growthPercent: numberOrNull(financials?.growthPercent),
      profitMarginPercent: numberOrNull(financials?.profitMarginPercent),
      marketSharePercent: numberOrNull(financials?.marketSharePercent),
    },
    documents: parts.documents.map(toSupplierDocumentItem),
    riskInputs: parts.riskInputs,
    screeningHits: parts.screeningHits.map(toScreeningHitItem),
    canReview: parts.canReview,
    canDismissHits: parts.canDismissHits,
    reviewMode: parts.reviewMode,
    needsAnotherReviewer: parts.needsAnotherReviewer,
  };
}
