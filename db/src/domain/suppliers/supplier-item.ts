import type { SupplierListItem } from '@tradehub/contract';
import type { Supplier } from '../../index.js';

/** A supplier's row as the API lists it and as the webhooks send it (contract suppliers.ts). */
export function toSupplierListItem(supplier: Supplier): SupplierListItem {
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
  };
}
