// The audit CSV export in the requester's language (issue 28): the action, entity type, field names and coded
// values in words from the contract's audit and team words (the catalogue the web's Audit Log reads), beside
// the codes and the changes as JSON, so the file stays machine-filterable. Money is written in the locale's
// format with its currency; anything without words (a name, an id, a number) as it is.
import {
  AUDIT_VALUE_SECTIONS,
  formatMoney,
  LANGUAGE_LOCALES,
  readAuditFxTrade,
  readAuditSecondApproval,
  type AuditEntry,
  type Language,
} from '@tradehub/contract';
import { serverMessages, type ServerMessages } from '@tradehub/contract/server-messages';
import type { CsvColumn } from '../../csv/csv-export.js';

/** The catalogue's text at a dotted path, or undefined. */
function at(tree: unknown, path: string): string | undefined {
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
  return typeof found === 'string' ? found : undefined;
}

/** i18next's `{{name}}` placeholders, filled. */
const fill = (text: string, params: Readonly<Record<string, string>>) =>
  text.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => params[name] ?? '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function wordsOf(messages: ServerMessages, locale: string) {
  const word = (path: string, fallback: string) => at(messages, path) ?? fallback;
  const money = (minor: number, currency: string | undefined) =>
    currency ? formatMoney(minor, currency, locale) : String(minor);

  function value(field: string, raw: unknown, currency: string | undefined): string {
    if (raw === null || raw === undefined || raw === '') return '—';
    if (typeof raw === 'boolean') return word(`audit.values.${raw ? 'yes' : 'no'}`, String(raw));
    if (typeof raw === 'number') return field.endsWith('Minor') ? money(raw, currency) : String(raw);
    if (typeof raw === 'string') {
      if (field === 'permissions') return word(`teamWords.permissions.${raw}`, raw);
      if (field === 'role' || field === 'formerOwnerRole') return word(`teamWords.roles.${raw}`, raw);
      const section = AUDIT_VALUE_SECTIONS[field];
      return section ? word(`audit.values.${section}.${raw}`, raw) : raw;
    }
    const approval = field === 'secondApproval' ? readAuditSecondApproval(raw) : undefined;
    if (approval)
      return approval.kind === 'approved'
        ? fill(word('audit.values.secondApproval.approved', ''), {
            proposer: approval.proposedBy.name,
            approver: approval.approvedBy.name,
          })
        : word('audit.values.secondApproval.noOtherTeamManager', approval.kind);
    const trade = field === 'trade' ? readAuditFxTrade(raw) : undefined;
    if (trade)
      return fill(word('audit.values.fxTrade', ''), {
        kind: word(`audit.values.tradeKind.${trade.kind}`, trade.kind),
        side: word(`audit.values.tradeSide.${trade.side}`, trade.side),
        amount: money(trade.amountMinor, trade.currency),
        pair: trade.pair,
        rate: trade.rate,
        valueDate: trade.valueDate,
      });
    if (Array.isArray(raw) && raw.every((item) => typeof item === 'string' || typeof item === 'number'))
      return raw.length === 0 ? '—' : raw.map((item) => value(field, item, currency)).join(', ');
    if (field === 'riskRules' && isRecord(raw))
      return Object.entries(raw)
        .map(
          ([rule, mode]) =>
            `${word(`audit.values.riskRule.${rule}`, rule)}: ${word(`audit.values.mode.${String(mode)}`, String(mode))}`,
        )
        .join(', ');
    return JSON.stringify(raw);
  }

  /** 'Status: Pending → Approved; Amount: —  → $1,234.56' in words. */
  function changes(entry: AuditEntry): string {
    const recorded = entry.changes.currency?.after ?? entry.changes.currency?.before;
    const currency = typeof recorded === 'string' && /^[A-Z]{3}$/u.test(recorded) ? recorded : undefined;
    return Object.entries(entry.changes)
      .map(
        ([field, { before, after }]) =>
          `${word(`audit.fields.${field}`, field)}: ${value(field, before, currency)} → ${value(field, after, currency)}`,
      )
      .join('; ');
  }

  return { word, changes };
}

/** The export's columns in `language`: words for people, codes and JSON for machines. */
export function auditCsvColumns(language: Language): readonly CsvColumn<AuditEntry>[] {
  const messages = serverMessages[language];
  const { word, changes } = wordsOf(messages, LANGUAGE_LOCALES[language]);
  const header = messages.auditCsv;
  return [
    { header: header.at, value: (entry) => entry.at },
    { header: header.actor, value: (entry) => entry.actor?.name ?? header.system },
    { header: header.action, value: (entry) => word(`audit.actions.${entry.action}`, entry.action) },
    { header: header.actionCode, value: (entry) => entry.action },
    {
      header: header.entityType,
      value: (entry) => word(`audit.entityTypes.${entry.entityType}`, entry.entityType),
    },
    { header: header.entityTypeCode, value: (entry) => entry.entityType },
    { header: header.entityId, value: (entry) => entry.entityId },
    { header: header.changes, value: changes },
    { header: header.changesJson, value: (entry) => JSON.stringify(entry.changes) },
    { header: header.apiKey, value: (entry) => entry.apiKey?.name ?? '' },
  ];
}
