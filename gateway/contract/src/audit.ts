import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { isTimeZone } from './format.js';
import { LANGUAGES } from './languages.js';

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The API key the actor's call came through (the log names it), or null for a person or the system. */
  apiKey: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  action: z.string().trim().max(80).optional(),
  entityType: z.string().trim().max(80).optional(),
  actorId: entityIdSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * The CSV export's filters, the language its words are written in (the app's language the reader sees; the
 * member's own language when left out) and the time zone its dates are (the reader's browser's; UTC when
 * left out), so the file reads as the Audit Log page does.
 */
export const auditExportQuerySchema = auditQuerySchema.omit({ page: true, pageSize: true }).extend({
  language: z.enum(LANGUAGES).optional(),
  timeZone: z.string().trim().max(64).refine(isTimeZone, 'Not a known IANA time zone.').optional(),
});
