import { AuditLogEntry, type AuditChanges, type EntityManager } from '@tradehub/db';

export interface AuditEvent {
  organisationId: string | null;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  changes?: AuditChanges;
}

/** Adds an audit entry to the unit of work: it is written with (and only with) the change it records. */
export function recordAudit(em: EntityManager, event: AuditEvent): void {
  em.create(AuditLogEntry, {
    organisation: event.organisationId,
    actor: event.actorId,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    changes: event.changes ?? {},
  });
}

/** The before/after of the named fields that differ. */
export function diffFields<T extends object>(
  before: T,
  after: T,
  fields: (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
  }
  return changes;
}
