// A supplier's documents as the data model sees them: recording an uploaded document and deleting one,
// each with the supplier's risk score refreshed, the audit row (about the document), the activity and
// `supplier:changed`, in the caller's unit of work. The file bytes stay with the caller (the gateway
// stores the file before, and removes it after, under the document's storage key).
import { SUPPLIER_DOCUMENT_TYPES, type SupplierDocumentType } from '@tradehub/contract';
import { LockMode, Supplier, SupplierDocument, type EntityManager } from '../../index.js';
import { DomainError, domainNotFound } from '../errors.js';
import { assertCanStoreDocument } from '../quotas/unreviewed-quotas.js';
import { SupplierEffects, type SupplierActor, type SupplierChange } from './supplier-effects.js';
import { refreshRiskScore } from './supplier-risk.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** How activities name a document's type. */
const TYPE_LABELS: Record<SupplierDocumentType, string> = {
  document: 'document',
  license: 'license',
  certification: 'certification',
  financial_statement: 'financial statement',
};

export interface NewSupplierDocument {
  /** Chosen by the caller: the stored file is named after it. */
  id: string;
  name: string;
  type: SupplierDocumentType;
  /** Null when it does not expire; a date already past records it as expired. */
  expiresAt: Date | null;
  sizeBytes: number;
  /** The type recognised from the content (PDF, PNG or JPEG). */
  mimeType: string;
  storageKey: string | null;
}

/** A command's answer: also the document (for a deletion, as it was: its storage key names the file). */
export interface SupplierDocumentChange extends SupplierChange {
  document: SupplierDocument;
}

/** The organisation's supplier, locked: its documents and score change one request at a time. */
async function lockOwnSupplier(em: EntityManager, actor: SupplierActor, supplierId: string) {
  const supplier = await em.findOne(
    Supplier,
    { id: supplierId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!supplier) throw domainNotFound('Supplier not found');
  return supplier;
}

/**
 * Records an uploaded document of one of the organisation's suppliers (any member may; an organisation under
 * review stores at most UNREVIEWED_QUOTAS.documentBytes).
 */
export async function recordSupplierDocument(
  em: EntityManager,
  actor: SupplierActor,
  supplierId: string,
  input: NewSupplierDocument,
  now = new Date(),
): Promise<SupplierDocumentChange> {
  if (!(SUPPLIER_DOCUMENT_TYPES as readonly string[]).includes(input.type))
    throw new DomainError(
      'invalid',
      'invalid_input',
      `type: must be one of ${SUPPLIER_DOCUMENT_TYPES.join(', ')}.`,
      'type',
    );
  const name = input.name.trim();
  if (!name) throw new DomainError('invalid', 'invalid_input', 'name: is required', 'name');
  // The organisation's lock (under review) before the supplier's: the order every command keeps.
  await assertCanStoreDocument(em, actor, input.sizeBytes);
  const supplier = await lockOwnSupplier(em, actor, supplierId);
  const document = em.create(SupplierDocument, {
    id: input.id,
    organisation: actor.organisationId,
    createdBy: actor.userId,
    supplier,
    name,
    type: input.type,
    status: input.expiresAt && input.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid',
    expiresAt: input.expiresAt,
    sizeBytes: input.sizeBytes,
    mimeType: input.mimeType,
    storageKey: input.storageKey,
    uploadedAt: now,
  });
  // The score reads the supplier's documents from the database: this one must be there.
  await em.flush();
  await refreshRiskScore(em, supplier, now);
  const change = new SupplierEffects(em, supplier, actor)
    .auditOf({ type: 'supplier_document', id: document.id }, 'supplier.document_uploaded', {
      supplierId: { before: null, after: supplier.id },
      name: { before: null, after: name },
    })
    .activity({
      title: 'Supplier document uploaded',
      description: `${actor.displayName} uploaded the ${TYPE_LABELS[document.type]} "${name}" for ${supplier.name}.`,
      messageKey: 'supplierDocumentUploaded',
      params: { by: actor.displayName, document: name, supplier: supplier.name },
      status: 'completed',
    })
    .done();
  return { ...change, document };
}

/** Deletes a document of one of the organisation's suppliers (any member may); the caller removes its file. */
export async function deleteSupplierDocument(
  em: EntityManager,
  actor: SupplierActor,
  supplierId: string,
  documentId: string,
): Promise<SupplierDocumentChange> {
  const supplier = await lockOwnSupplier(em, actor, supplierId);
  const document = await em.findOne(SupplierDocument, {
    id: documentId,
    supplier: supplier.id,
    organisation: actor.organisationId,
  });
  if (!document) throw domainNotFound(DOCUMENT_NOT_FOUND);
  const { name, type } = document;
  em.remove(document);
  // The score reads the supplier's documents from the database: this one must be gone.
  await em.flush();
  await refreshRiskScore(em, supplier);
  const change = new SupplierEffects(em, supplier, actor)
    .auditOf({ type: 'supplier_document', id: documentId }, 'supplier.document_deleted', {
      name: { before: name, after: null },
    })
    .activity({
      title: 'Supplier document deleted',
      description: `${actor.displayName} deleted the ${TYPE_LABELS[type]} "${name}" of ${supplier.name}.`,
      messageKey: 'supplierDocumentDeleted',
      params: { by: actor.displayName, document: name, supplier: supplier.name },
      status: 'completed',
    })
    .done();
  return { ...change, document };
}
