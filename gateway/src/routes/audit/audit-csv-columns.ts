// The audit CSV export in the requester's language (issue 28): each entry in the words the web's Audit Log
// shows it in (the contract's one renderer, audit-text.ts), beside the codes and the changes as JSON, so the
// file stays machine-filterable.
import { type AuditEntry, type Language } from '@tradehub/contract';
import { auditChangesText, auditText, type AuditTextOptions } from '@tradehub/contract/audit-text';
import { serverMessages } from '@tradehub/contract/server-messages';
import type { CsvColumn } from '../../csv/csv-export.js';

/** The export's columns in `language` (dates of the changes in `options.timeZone`): words for people, codes and JSON for machines. */
export function auditCsvColumns(
  language: Language,
  options: AuditTextOptions,
): readonly CsvColumn<AuditEntry>[] {
  const words = auditText(language, options);
  const header = serverMessages[language].auditCsv;
  return [
    { header: header.at, value: (entry) => entry.at },
    { header: header.actor, value: (entry) => words.actor(entry.actor) },
    { header: header.action, value: (entry) => words.action(entry.action) },
    { header: header.actionCode, value: (entry) => entry.action },
    { header: header.entityType, value: (entry) => words.entityType(entry.entityType) },
    { header: header.entityTypeCode, value: (entry) => entry.entityType },
    { header: header.entityId, value: (entry) => entry.entityId },
    { header: header.changes, value: (entry) => auditChangesText(words.changes(entry.changes)) },
    { header: header.changesJson, value: (entry) => JSON.stringify(entry.changes) },
    { header: header.apiKey, value: (entry) => entry.apiKey?.name ?? '' },
  ];
}
