import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idProperty, timestampProperty } from './common.js';
import { SUPPLIER_DOCUMENT_STATUSES, SUPPLIER_DOCUMENT_TYPES } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { Supplier } from './supplier.js';
import { UserProfile } from './user-profile.js';

/** A legal (document, license, certification) or financial document held for a supplier. */
export const SupplierDocument = defineEntity({
  name: 'SupplierDocument',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    supplier: () => p.manyToOne(Supplier).ref().deleteRule('cascade'),
    name: p.text(),
    type: p.enum([...SUPPLIER_DOCUMENT_TYPES]),
    status: p
      .enum([...SUPPLIER_DOCUMENT_STATUSES])
      .default('pending_review')
      .onCreate(() => 'pending_review' as const),
    expiresAt: timestampProperty().nullable(),
    sizeBytes: p.bigint('number'),
    mimeType: p.text(),
    /** Where the file lives in the file store; null for sample documents without a file. */
    storageKey: p.text().nullable(),
    uploadedAt: timestampProperty().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['supplier', 'type'] }],
});
export type SupplierDocument = InferEntity<typeof SupplierDocument>;
