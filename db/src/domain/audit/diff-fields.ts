import type { AuditChanges } from '../../index.js';

/** The before/after of the named fields that differ: an audit row's changes for an edit. */
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
