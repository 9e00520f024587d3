import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, timestampProperty, updatedAtProperty } from './common.js';
import { RISK_SCORES, SCREENING_STATUSES, SUPPLIER_STATUSES } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { SupplierDocument } from './supplier-document.js';
import { SupplierFinancials } from './supplier-financials.js';
import { SupplierKeyPerson } from './supplier-key-person.js';
import { SupplierRiskMetric } from './supplier-risk-metric.js';
import { UserProfile } from './user-profile.js';

/** A counterparty being verified. Its risk metrics, key people, financials and documents point at it. */
export const Supplier = defineEntity({
  name: 'Supplier',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    name: p.text(),
    /** Country name as shown, e.g. 'Germany'. */
    location: p.text(),
    /** ISO 3166-1 alpha-2, e.g. 'DE'. */
    countryCode: p.character().length(2).nullable(),
    category: p.text(),
    status: p
      .enum([...SUPPLIER_STATUSES])
      .default('pending')
      .onCreate(() => 'pending' as const),
    riskScore: p.enum([...RISK_SCORES]),
    verificationDate: timestampProperty().nullable(),
    registrationNumber: p.text().nullable(),
    address: p.text().nullable(),
    contactEmail: p.text().nullable(),
    /** Bank details the supplier is paid to (IBAN/SWIFT where they apply, else a local account number). */
    bankIban: p.text().nullable(),
    bankSwift: p.text().nullable(),
    bankAccountNumber: p.text().nullable(),
    /** When the bank details last changed: payments to recently changed details always need approval. */
    bankDetailsChangedAt: timestampProperty().nullable(),
    /** Why a reviewer rejected the supplier. */
    rejectionReason: p.text().nullable(),
    /**
     * The latest sanctions screening: clear, hit (open matches) or dismissed (all reviewed); pending while a
     * screening is queued for the workers (new suppliers, screen again, a payee whose screening predates the
     * lists); not_screened for rows older than screening that nothing has queued yet.
     */
    screeningStatus: p
      .enum([...SCREENING_STATUSES])
      .default('not_screened')
      .onCreate(() => 'not_screened' as const),
    screenedAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
    riskMetrics: () => p.oneToMany(SupplierRiskMetric).mappedBy('supplier'),
    keyPeople: () => p.oneToMany(SupplierKeyPerson).mappedBy('supplier'),
    documents: () => p.oneToMany(SupplierDocument).mappedBy('supplier'),
    financials: () => p.oneToOne(SupplierFinancials).mappedBy('supplier').ref().nullable(),
  },
  indexes: [
    {
      name: 'supplier_organisation_id_created_at_index',
      expression:
        'create index "supplier_organisation_id_created_at_index" on "supplier" ("organisation_id", "created_at" desc)',
    },
    { name: 'supplier_created_by_id_created_at_index', properties: ['createdBy', 'createdAt'] },
  ],
});
export type Supplier = InferEntity<typeof Supplier>;
