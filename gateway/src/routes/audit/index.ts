// The organisation's audit log (members with Audit Logs): every write, who made it, when, and the
// before/after of the fields that changed; filterable and exportable as CSV. Read-only by design: no route
// updates or deletes an entry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogEntry, UserProfile, type EntityManager, type FilterQuery } from '@tradehub/db';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.js';
import {
  AUTH_ERROR_CODES,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  type AuditEntry,
} from '@tradehub/contract';
import { AppError } from '../../errors/app-error.js';
import { sendCsv } from '../../csv/csv-export.js';
import { keysetRows } from '../../csv/keyset-rows.js';
import { requireViewer } from '../../plugins/auth.js';
import { AUDIT_LOG_PERMISSION } from '../../settings/settings-dto.js';
import { errorResponses } from '../error-responses.js';
import { personName } from '@tradehub/db/domain';
import { auditCsvColumns } from './audit-csv-columns.js';

const errors = errorResponses(400, 401, 403);
const DAY_MS = 24 * 60 * 60 * 1000;
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type AuditQuery = z.infer<typeof auditQuerySchema>;

function requireAuditViewer(viewer: Viewer): void {
  if (!viewer.profile.permissions.includes(AUDIT_LOG_PERMISSION)) {
    throw new AppError(
      403,
      AUTH_ERROR_CODES.forbidden,
      'Only members with Audit Logs can see the audit log.',
    );
  }
}

function auditFilter(organisationId: string, query: Omit<AuditQuery, 'page' | 'pageSize'>) {
  const filter: FilterQuery<AuditLogEntry> = { organisation: organisationId };
  if (query.action) filter.action = { $like: prefixPattern(query.action) };
  if (query.entityType) filter.entityType = query.entityType;
  if (query.actorId) filter.actor = query.actorId;
  const createdAt: { $gte?: Date; $lt?: Date } = {};
  if (query.from) createdAt.$gte = new Date(`${query.from}T00:00:00.000Z`);
  if (query.to) createdAt.$lt = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS);
  if (createdAt.$gte || createdAt.$lt) filter.createdAt = createdAt;
  return filter;
}

type LoadedEntry = AuditLogEntry & {
  actor: { $: { fullName?: string | null; businessName: string } } | null;
  apiKey: { id: string; $: { name: string } } | null;
};

function toAuditEntry(entry: AuditLogEntry): AuditEntry {
  const actor = (entry as LoadedEntry).actor;
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: entry.actor && actor ? { id: entry.actor.id, name: personName(actor.$) } : null,
    apiKey: (entry as LoadedEntry).apiKey
      ? { id: (entry as LoadedEntry).apiKey!.id, name: (entry as LoadedEntry).apiKey!.$.name }
      : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: entry.changes,
  };
}

/**
 * The export's entries newest first, in keyset batches. Each batch has its own identity map (a fork), so
 * a long export does not pile every entry up in the request's; the keyset compares in the database (a
 * sub-select by id) so created_at keeps its microseconds.
 */
function auditExportEntries(em: EntityManager, filter: FilterQuery<AuditLogEntry>) {
  return keysetRows<AuditEntry>(async (after, limit) => {
    const query = em
      .fork()
      .createQueryBuilder(AuditLogEntry, 'e')
      .leftJoinAndSelect('e.actor', 'a')
      .leftJoinAndSelect('e.apiKey', 'k2')
      .where(filter);
    if (after)
      query.andWhere(
        '(e.created_at, e.id) < (select k.created_at, k.id from audit_log_entry k where k.id = ?)',
        [after.id],
      );
    const entries = await query.orderBy({ createdAt: 'desc', id: 'desc' }).limit(limit).getResultList();
    return entries.map(toAuditEntry);
  });
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['audit'],
        summary: "The organisation's audit log, newest first, filtered and paged",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      requireAuditViewer(viewer);
      const { page, pageSize, ...filters } = request.query;
      const [entries, total] = await request.em.findAndCount(
        AuditLogEntry,
        auditFilter(viewer.organisationId, filters),
        {
          populate: ['actor', 'apiKey'],
          orderBy: { createdAt: 'desc', id: 'desc' },
          limit: pageSize,
          offset: (page - 1) * pageSize,
        },
      );
      return { items: entries.map(toAuditEntry), total, page, pageSize };
    },
  );

  app.get(
    '/api/audit/export.csv',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['audit'],
        summary:
          "The audit log as CSV, with the same filters as the list, in the requester's language and time zone (codes beside)",
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      requireAuditViewer(viewer);
      const { language: asked, timeZone = 'UTC', ...filters } = request.query;
      const language =
        asked ??
        (await request.em.findOne(UserProfile, viewer.userId, { fields: ['language'] }))?.language ??
        'en';
      return sendCsv(
        reply,
        'audit-log.csv',
        auditCsvColumns(language, { timeZone }),
        auditExportEntries(request.em, auditFilter(viewer.organisationId, filters)),
      );
    },
  );
};
