// The audit helpers live in the domain (db/src/domain/audit); the routes keep importing them from here.
export { diffFields, recordAudit, type AuditEvent } from '@tradehub/db/domain';
