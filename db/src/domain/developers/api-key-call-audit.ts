// A machine caller is audited under its name (DESIGN.md convention 15): every write, and a read the first
// time in an hour on a route (the gateway decides which reads, with its Redis window).
import type { AuditAction } from '@tradehub/contract';
import { AuditLogEntry, type EntityManager } from '../../index.js';

export interface ApiKeyCall {
  organisationId: string;
  userId: string;
  apiKeyId: string;
  method: string;
  route: string;
  path: string;
  statusCode: number;
}

/** Writes the call's audit row (flushed at once: the call's own transaction has ended). */
export async function recordApiKeyCall(em: EntityManager, call: ApiKeyCall): Promise<void> {
  const write = call.method !== 'GET' && call.method !== 'HEAD';
  em.create(AuditLogEntry, {
    organisation: call.organisationId,
    actor: call.userId,
    apiKey: call.apiKeyId,
    action: (write ? 'api_key.write' : 'api_key.read') satisfies AuditAction,
    entityType: 'api_key',
    entityId: call.apiKeyId,
    changes: {
      call: { before: null, after: `${call.method} ${call.route}` },
      path: { before: null, after: call.path.slice(0, 500) },
      status: { before: null, after: call.statusCode },
      ...(write ? {} : { window: { before: null, after: 'first read of this route this hour' } }),
    },
  });
  await em.flush();
}
