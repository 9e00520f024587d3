import type { AuditAction } from '@tradehub/contract';
import { AuditLogEntry, type AuditChanges, type EntityManager } from '../../index.js';

export interface AuditEvent {
  organisationId: string | null;
  /** Who did it; null for the system (a worker). */
  actorId: string | null;
  /** One of the contract's declared AUDIT_ACTIONS (the web has a word for each). */
  action: AuditAction;
  entityType: string;
  entityId: string;
  changes?: AuditChanges;
}

/** Adds an audit entry to the unit of work: it is written with (and only with) the change it records. */
export function recordAudit(em: EntityManager, event: AuditEvent): AuditLogEntry {
  return em.create(AuditLogEntry, {
    organisation: event.organisationId,
    actor: event.actorId,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    changes: event.changes ?? {},
  });
}
