// Loading a supplier of the viewer's organisation (its stored risk score is kept by @tradehub/db/domain).
import {
  ScreeningHit,
  Supplier,
  SupplierDocument,
  SupplierFinancials,
  SupplierKeyPerson,
  SupplierRiskMetric,
  UserProfile,
  type EntityManager,
} from '@tradehub/db';
import { computeSupplierRisk, personName, supplierScoreFacts } from '@tradehub/db/domain';
import type { SupplierDetail } from '@tradehub/contract';
import type { Viewer } from '../auth/viewer.js';
import { notFound } from '../errors/app-error.js';
import { toSupplierDetail } from './supplier-dto.js';
import { supplierReviewFor } from './supplier-review.js';

export const SUPPLIER_NOT_FOUND = 'Supplier not found';

/** The supplier if it belongs to the organisation; a 404 for unknown ids and other organisations' alike. */
export async function findOwnSupplier(
  em: EntityManager,
  organisationId: string,
  supplierId: string,
): Promise<Supplier> {
  const supplier = await em.findOne(Supplier, { id: supplierId, organisation: organisationId });
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  return supplier;
}

export async function loadSupplierDetail(
  em: EntityManager,
  viewer: Viewer,
  supplierId: string,
): Promise<SupplierDetail> {
  const supplier = await findOwnSupplier(em, viewer.organisationId, supplierId);
  const [creator, riskMetrics, keyPeople, financials, documents, screeningHits] = await Promise.all([
    em.findOne(UserProfile, { id: supplier.createdBy.id }),
    em.find(SupplierRiskMetric, { supplier: supplier.id }, { orderBy: { category: 'asc' } }),
    em.find(SupplierKeyPerson, { supplier: supplier.id }, { orderBy: { stakePercent: 'desc', name: 'asc' } }),
    em.findOne(SupplierFinancials, { supplier: supplier.id }),
    em.find(SupplierDocument, { supplier: supplier.id }, { orderBy: { uploadedAt: 'desc', id: 'asc' } }),
    em.find(
      ScreeningHit,
      { supplier: supplier.id },
      { populate: ['entry'], orderBy: { score: 'desc', id: 'asc' } },
    ),
  ]);
  const { riskInputs } = computeSupplierRisk(supplierScoreFacts(supplier, documents));
  return toSupplierDetail({
    supplier,
    createdByName: creator ? personName(creator) : 'Unknown',
    riskMetrics,
    keyPeople,
    financials,
    documents,
    screeningHits,
    riskInputs,
    ...(await supplierReviewFor(em, viewer, supplier)),
  });
}
