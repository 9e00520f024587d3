// The daily document-expiry sweep: documents past their expiry date are marked expired, and a verified
// supplier whose required legal document (document, license, certification) has expired goes back to
// pending review, with an alert for the members who review suppliers. Idempotent: a second run finds
// nothing left to change.
// The workers' maintenance processor runs it daily (workers/src/processors/maintenance.ts).
import { REQUIRED_DOCUMENT_TYPES, rooms, SUPPLIER_REVIEW_PERMISSIONS } from '@tradehub/contract';
import { Membership, Supplier, SupplierDocument, type EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { recordAudit } from '../audit/record-audit.js';
import { DomainEvents } from '../notifications/domain-events.js';

export interface DocumentExpiryResult {
  expiredDocuments: number;
  suppliersSentToReview: number;
}

export async function expireSupplierDocuments(
  em: EntityManager,
  now = new Date(),
): Promise<DocumentExpiryResult> {
  return em.transactional(async (tx) => {
    const expiredDocuments = await tx.nativeUpdate(
      SupplierDocument,
      { expiresAt: { $lt: now }, status: { $ne: 'expired' } },
      { status: 'expired' },
    );
    const affected = await tx.find(
      Supplier,
      {
        status: 'verified',
        documents: { status: 'expired', type: { $in: [...REQUIRED_DOCUMENT_TYPES] } },
      },
      { populate: ['documents'] },
    );
    const domainEvents = new DomainEvents(tx);
    const reviewersByOrganisation = new Map<string, string[]>();
    for (const supplier of affected) {
      const organisationId = supplier.organisation.id;
      const expired = supplier.documents
        .getItems()
        .filter(
          (document) =>
            document.status === 'expired' &&
            (REQUIRED_DOCUMENT_TYPES as readonly string[]).includes(document.type),
        )
        .map((document) => document.name);
      supplier.status = 'pending';
      supplier.verificationDate = null;
      recordAudit(tx, {
        organisationId,
        actorId: null,
        action: 'supplier.documents_expired',
        entityType: 'supplier',
        entityId: supplier.id,
        changes: {
          status: { before: 'verified', after: 'pending' },
          expiredDocuments: { before: null, after: expired },
        },
      });
      const description = `${supplier.name}: ${expired.join(', ')} expired. The supplier is back in pending review until a current document is uploaded and it is verified again.`;
      domainEvents.recordActivity({
        organisationId,
        createdById: supplier.createdBy.id,
        type: 'alert',
        title: 'Supplier document expired',
        description,
        messageKey: 'supplierDocumentExpired',
        params: { supplier: supplier.name, documents: expired.join(', ') },
        status: 'pending',
        relatedId: supplier.id,
      });
      let reviewers = reviewersByOrganisation.get(organisationId);
      if (!reviewers) {
        const memberships = await tx.find(Membership, {
          organisation: organisationId,
          // Who is alerted: the members who may review suppliers.
          permissions: { $overlap: [...SUPPLIER_REVIEW_PERMISSIONS] },
        });
        reviewers = memberships.map((membership) => membership.user.id);
        reviewersByOrganisation.set(organisationId, reviewers);
      }
      for (const userId of reviewers) {
        domainEvents.notify({
          organisationId,
          userId,
          type: 'alert',
          title: 'Supplier document expired',
          message: description,
          messageKey: 'supplierDocumentExpired',
          params: { supplier: supplier.name, documents: expired.join(', ') },
        });
      }
    }
    // Pushed once this commits (the outbox), like the alerts and notifications above.
    for (const supplier of affected) {
      pushSocket(tx, {
        aggregate: ['supplier', supplier.id],
        rooms: [rooms.organisation(supplier.organisation.id)],
        event: 'supplier:changed',
        args: [{ supplierId: supplier.id }],
      });
    }
    return { expiredDocuments, suppliersSentToReview: affected.length };
  });
}
