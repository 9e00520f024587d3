// How an audit entry reads in a language: the one renderer the web's Audit Log page and the gateway's CSV
// export both use (issue 26: one home for every rule). The server stores codes (an action such as
// 'payment.approved', an entity type, field names, coded values and structured values, audit-values.ts); this
// says each in words from the contract's audit and team words, money, numbers, rates and dates in the
// language's formats (format.ts). Anything this build has no words for is shown as it is (a code, a name, an
// id, JSON), never as an empty text, and nothing here throws for a value it does not know. Pure and
// browser-safe (`@tradehub/contract/audit-text`).
import { AUDIT_VALUE_SECTIONS, readAuditFxTrade, readAuditSecondApproval } from './audit-values.js';
import { isTimeZone, localeFormatters, type DateFormatOptions, type LocaleFormatters } from './format.js';
import { auditWordsEn, type AuditWords } from './i18n/audit-words/en.js';
import { auditWordsEs } from './i18n/audit-words/es.js';
import { auditWordsZh } from './i18n/audit-words/zh.js';
import { teamWordsEn, type TeamWords } from './i18n/team-words/en.js';
import { teamWordsEs } from './i18n/team-words/es.js';
import { teamWordsZh } from './i18n/team-words/zh.js';
import { isKnownCurrency } from './money.js';
import type { Language } from './languages.js';

/** What the renderer reads of an entry (the contract's AuditEntry, structurally). */
export interface AuditEntryInput {
  at: string;
  actor: { name: string } | null;
  action: string;
  entityType: string;
  changes: Readonly<Record<string, { before: unknown; after: unknown }>>;
}

/** One changed field: its name in words, and its values ('Pending → Approved', or one value kept as context). */
export interface AuditChangeText {
  /** The stored field name ('approvalStatus'). */
  field: string;
  label: string;
  value: string;
}

/** An entry in words. */
export interface AuditEntryText {
  /** When, as a date and time of day in the reader's zone. */
  at: string;
  /** Who: the person's name, or the system's word. */
  actor: string;
  action: string;
  entityType: string;
  changes: AuditChangeText[];
}

const AUDIT_WORDS: Readonly<Record<Language, AuditWords>> = {
  en: auditWordsEn,
  zh: auditWordsZh,
  es: auditWordsEs,
};
const TEAM_WORDS: Readonly<Record<Language, TeamWords>> = {
  en: teamWordsEn,
  zh: teamWordsZh,
  es: teamWordsEs,
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/u;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/u;
const NOTHING = '—';

/** A real calendar day ('2026-02-30' is none: Date would roll it over to March). */
function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The catalogue's text at a dotted path, else undefined (own keys only: 'constructor' is no word). */
function lookup(tree: unknown, path: readonly string[]): string | undefined {
  let node = tree;
  for (const part of path) {
    if (!isRecord(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** i18next's `{{name}}` placeholders, filled (an unknown one left empty, as i18next leaves it). */
const fill = (text: string, params: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(params[name] ?? ''));

/** The entry's currency, when it records one (a payment's or a bill's, a policy's base currency). */
export function auditCurrency(changes: AuditEntryInput['changes']): string | undefined {
  const currency = changes.currency?.after ?? changes.currency?.before;
  return typeof currency === 'string' && /^[A-Z]{3}$/u.test(currency) && isKnownCurrency(currency)
    ? currency
    : undefined;
}

export interface AuditTextOptions {
  /** The zone dates with a time of day are shown in; the runtime's (the viewer's, in a browser) when left out. */
  timeZone?: string | undefined;
}

/** The renderer for one language: each part of an entry in words. */
export function auditText(language: Language, options: AuditTextOptions = {}) {
  const words = AUDIT_WORDS[language];
  const team = TEAM_WORDS[language];
  // A zone this runtime does not know is left out rather than thrown on at the first date.
  const dates: DateFormatOptions =
    options.timeZone && isTimeZone(options.timeZone) ? { timeZone: options.timeZone } : {};
  const format: LocaleFormatters = localeFormatters(language, dates);
  const plural = new Intl.PluralRules(format.locale);

  /** A word of a section keyed by a code that may itself hold dots or spaces ('single reviewer'). */
  const coded = (section: string, code: string) => lookup(words, ['values', section, code]) ?? code;
  const day = (iso: string) => format.date(`${iso}T00:00:00.000Z`, { timeZone: 'UTC' });

  /** 'Payment approved' for 'payment.approved' (the catalogue nests the action's dotted parts). */
  const action = (code: string) => lookup(words.actions, code.split('.')) ?? code;
  const entityType = (code: string) => lookup(words.entityTypes, [code]) ?? code;
  const field = (name: string) => lookup(words.fields, [name]) ?? name;
  /** The person's name, or the system's word for a change nobody made by hand. */
  const actor = (person: AuditEntryInput['actor']) => person?.name ?? words.system;

  function money(minor: number, currency: string | undefined) {
    return currency && Number.isSafeInteger(minor) ? format.money(minor, currency) : format.number(minor);
  }

  function weakening(item: Record<string, unknown>, currency: string | undefined): string | undefined {
    // A PolicyWeakening (policy-weakening.ts), read field by field: an old row may hold something else.
    const { kind, before, after } = item;
    const limit = (minor: unknown) =>
      typeof minor === 'number' ? money(minor, currency) : words.values.weakening.noLimit;
    switch (kind) {
      case 'approval_band':
        return typeof item.fromMinor === 'number'
          ? fill(words.values.weakening.approval_band, {
              from: money(item.fromMinor, currency),
              before: String(before),
              after: String(after),
            })
          : undefined;
      case 'risk_rule':
        return fill(words.values.weakening.risk_rule, {
          rule: coded('riskRule', String(item.rule)),
          before: coded('mode', String(before)),
          after: coded('mode', String(after)),
        });
      case 'supplier_verification':
        return fill(words.values.weakening.supplier_verification, {
          before: coded('mode', String(before)),
          after: coded('mode', String(after)),
        });
      case 'daily_limit':
        return fill(words.values.weakening.daily_limit, { before: limit(before), after: limit(after) });
      default:
        return undefined;
    }
  }

  function approvalTier(tier: Record<string, unknown>, currency: string | undefined): string | undefined {
    const { fromMinor, approvers } = tier;
    if (typeof fromMinor !== 'number' || typeof approvers !== 'number') return undefined;
    const form =
      lookup(words.values, [`approvalTier_${plural.select(approvers)}`]) ?? words.values.approvalTier_other;
    return fill(form, { from: money(fromMinor, currency), count: format.number(approvers) });
  }

  /** The values the server records as structures (audit-values.ts) in words, else undefined. */
  function structured(name: string, raw: unknown): string | undefined {
    const approval = name === 'secondApproval' ? readAuditSecondApproval(raw) : undefined;
    if (approval)
      return approval.kind === 'approved'
        ? fill(words.values.secondApproval.approved, {
            proposer: approval.proposedBy.name,
            approver: approval.approvedBy.name,
          })
        : words.values.secondApproval.noOtherTeamManager;
    const trade = name === 'trade' ? readAuditFxTrade(raw) : undefined;
    if (trade) {
      const [base = '', quote = ''] = trade.pair.split('/');
      return fill(words.values.fxTrade, {
        kind: words.values.tradeKind[trade.kind],
        side: words.values.tradeSide[trade.side],
        amount: isKnownCurrency(trade.currency)
          ? format.money(trade.amountMinor, trade.currency)
          : format.number(trade.amountMinor),
        pair: trade.pair,
        rate: format.pairRate({ base, quote }, trade.rate as `${number}`),
        valueDate: day(trade.valueDate),
      });
    }
    return undefined;
  }

  /** A list of records, each said by `say`, or undefined when one of them cannot be. */
  function listOf(
    items: readonly unknown[],
    say: (item: Record<string, unknown>) => string | undefined,
  ): string | undefined {
    const said = items.map((item) => (isRecord(item) ? say(item) : undefined));
    return said.every((text) => text !== undefined) ? said.join('; ') : undefined;
  }

  function text(name: string, raw: string): string {
    if (name === 'permissions') return lookup(team.permissions, [raw]) ?? raw;
    // A role a person typed is shown as typed.
    if (name === 'role' || name === 'formerOwnerRole') return lookup(team.roles, [raw]) ?? raw;
    const section = Object.hasOwn(AUDIT_VALUE_SECTIONS, name) ? AUDIT_VALUE_SECTIONS[name] : undefined;
    if (section) return coded(section, raw);
    if (ISO_INSTANT.test(raw) && !Number.isNaN(Date.parse(raw))) return format.dateTime(raw);
    if (isCalendarDay(raw)) return day(raw);
    return raw;
  }

  /**
   * One before/after value of field `name` in words: '—' for nothing, yes/no, coded values from the
   * catalogue, `…Minor` as money (in `currency` when the entry names one), `…Percent` as a percentage, ISO
   * dates in the locale, approval bands, weakenings and risk rules as words, lists item by item; anything
   * else as it is (objects as JSON).
   */
  function value(name: string, raw: unknown, currency?: string): string {
    if (raw === null || raw === undefined || raw === '') return NOTHING;
    if (typeof raw === 'boolean') return raw ? words.values.yes : words.values.no;
    if (typeof raw === 'number') {
      if (name.endsWith('Minor')) return money(raw, currency);
      if (name.endsWith('Percent')) return `${format.number(raw, { maximumFractionDigits: 2 })}%`;
      return format.number(raw);
    }
    if (typeof raw === 'string') return text(name, raw);
    if (Array.isArray(raw)) {
      if (raw.length === 0) return NOTHING;
      // A policy change's weakenings and approval bands (amounts in the organisation's base currency, which
      // a policy entry records beside them).
      const said =
        name === 'weakens'
          ? listOf(raw, (item) => weakening(item, currency))
          : name === 'approvalTiers'
            ? listOf(raw, (item) => approvalTier(item, currency))
            : undefined;
      if (said !== undefined) return said;
      if (raw.every((item) => typeof item === 'string' || typeof item === 'number'))
        return raw.map((item) => value(name, item, currency)).join(', ');
      return JSON.stringify(raw);
    }
    const said = structured(name, raw);
    if (said !== undefined) return said;
    if (name === 'riskRules' && isRecord(raw))
      return Object.entries(raw)
        .map(([rule, mode]) => `${coded('riskRule', rule)}: ${coded('mode', String(mode))}`)
        .join(', ');
    return JSON.stringify(raw) ?? String(raw);
  }

  /** Each changed field; a field recorded unchanged is context (the currency of the amounts): its value alone. */
  function changes(recorded: AuditEntryInput['changes']): AuditChangeText[] {
    const currency = auditCurrency(recorded);
    return Object.entries(recorded).map(([name, change]) => {
      const { before, after } = isRecord(change) ? change : { before: undefined, after: change };
      const unchanged = JSON.stringify(before) === JSON.stringify(after);
      return {
        field: name,
        label: field(name),
        value: unchanged
          ? value(name, after, currency)
          : `${value(name, before, currency)} → ${value(name, after, currency)}`,
      };
    });
  }

  function entry(input: AuditEntryInput): AuditEntryText {
    return {
      at: ISO_INSTANT.test(input.at) ? format.dateTime(input.at) : input.at,
      actor: actor(input.actor),
      action: action(input.action),
      entityType: entityType(input.entityType),
      changes: changes(input.changes),
    };
  }

  return { action, actor, entityType, field, value, changes, entry };
}

/** An entry in `language`'s words. */
export function auditEntryText(
  entry: AuditEntryInput,
  language: Language,
  options?: AuditTextOptions,
): AuditEntryText {
  return auditText(language, options).entry(entry);
}

/** One change as a line of text: 'Status: Pending → Approved' (what the page's list item reads). */
export const auditChangeLine = (change: AuditChangeText): string => `${change.label}: ${change.value}`;

/** All of an entry's changes as one text, a line per field joined by '; ' (the CSV's cell), '—' for none. */
export const auditChangesText = (changes: readonly AuditChangeText[]): string =>
  changes.length === 0 ? NOTHING : changes.map(auditChangeLine).join('; ');
