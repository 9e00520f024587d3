// An audit entry in the reader's language: the server stores codes (an action such as 'payment.approved', an
// entity type, field names, coded values), and the page says each in words from the catalogue
// (`audit.actions|entityTypes|fields|values`), money and dates in the reader's locale. A code this build's
// catalogue lacks is shown as it is, never as an empty text.
import {
  AUDIT_VALUE_SECTIONS,
  readAuditFxTrade,
  readAuditSecondApproval,
  type PolicyWeakening,
} from '@tradehub/contract/constants';
import type { TFunction } from 'i18next';
import type { Format } from '../../i18n/messageParams';
import { permissionText, roleText } from '../../i18n/teamWords';
import { weakeningText } from '../../i18n/weakeningText';

/** 'Payment approved' for 'payment.approved' (the catalogue nests the action's dotted parts). */
export const auditActionText = (action: string, t: TFunction): string =>
  t(`audit.actions.${action}`, { defaultValue: action });

export const auditEntityTypeText = (entityType: string, t: TFunction): string =>
  t(`audit.entityTypes.${entityType}`, { defaultValue: entityType });

export const auditFieldText = (field: string, t: TFunction): string =>
  t(`audit.fields.${field}`, { defaultValue: field });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/u;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/u;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry's currency, when it records one (a payment's or a bill's `currency` field). */
export function auditCurrency(changes: Readonly<Record<string, { before: unknown; after: unknown }>>) {
  const currency = changes.currency?.after ?? changes.currency?.before;
  return typeof currency === 'string' && /^[A-Z]{3}$/u.test(currency) ? currency : undefined;
}

/**
 * One before/after value of `field` in words: '—' for nothing, yes/no, coded values from the catalogue,
 * `…Minor` as money (in `currency` when the entry names one), `…Percent` as a percentage, ISO dates in the
 * locale, risk rules as 'rule: mode', lists item by item; anything else as it is (objects as JSON).
 */
export function auditValueText(
  field: string,
  value: unknown,
  context: { t: TFunction; format: Format; currency?: string | undefined },
): string {
  const { t, format, currency } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no');
  if (typeof value === 'number') {
    if (field.endsWith('Minor')) return currency ? format.money(value, currency) : format.number(value);
    if (field.endsWith('Percent')) return `${format.number(value, { maximumFractionDigits: 2 })}%`;
    return format.number(value);
  }
  if (typeof value === 'string') {
    if (field === 'permissions') return permissionText(value, t);
    if (field === 'role' || field === 'formerOwnerRole') return roleText(value, t);
    const section = AUDIT_VALUE_SECTIONS[field];
    if (section) return t(`audit.values.${section}.${value}`, { defaultValue: value });
    if (ISO_INSTANT.test(value)) return format.dateTime(value);
    if (ISO_DAY.test(value)) return format.date(`${value}T00:00:00.000Z`, { timeZone: 'UTC' });
    return value;
  }
  if (Array.isArray(value)) {
    // A policy change's weakenings and approval bands (their amounts in the organisation's base currency,
    // which the entry does not record: plain numbers unless it does).
    const money = (minor: number) => (currency ? format.money(minor, currency) : format.number(minor));
    if (field === 'weakens' && value.every(isRecord))
      return value
        .map((weakening) =>
          weakeningText(weakening as PolicyWeakening, currency ?? '', t, (minor) => money(minor)),
        )
        .join('; ');
    if (field === 'approvalTiers' && value.every(isRecord))
      return value
        .map((tier) =>
          t('audit.values.approvalTier', {
            from: money(Number(tier.fromMinor)),
            count: Number(tier.approvers),
          }),
        )
        .join('; ');
    if (value.every((item) => typeof item === 'string' || typeof item === 'number'))
      return value.length === 0 ? '—' : value.map((item) => auditValueText(field, item, context)).join(', ');
    return JSON.stringify(value);
  }
  const structured = structuredValueText(field, value, context);
  if (structured !== undefined) return structured;
  if (field === 'riskRules' && isRecord(value))
    return Object.entries(value)
      .map(
        ([rule, mode]) =>
          `${t(`audit.values.riskRule.${rule}`, { defaultValue: rule })}: ${t(`audit.values.mode.${String(mode)}`, { defaultValue: String(mode) })}`,
      )
      .join(', ');
  return JSON.stringify(value);
}

/** The values the server records as structures (contract audit-values.ts) in words, else undefined. */
function structuredValueText(
  field: string,
  value: unknown,
  { t, format }: { t: TFunction; format: Format },
): string | undefined {
  const approval = field === 'secondApproval' ? readAuditSecondApproval(value) : undefined;
  if (approval)
    return approval.kind === 'approved'
      ? t('audit.values.secondApproval.approved', {
          proposer: approval.proposedBy.name,
          approver: approval.approvedBy.name,
        })
      : t('audit.values.secondApproval.noOtherTeamManager');
  const trade = field === 'trade' ? readAuditFxTrade(value) : undefined;
  if (trade) {
    const [base = '', quote = ''] = trade.pair.split('/');
    return t('audit.values.fxTrade', {
      kind: t(`audit.values.tradeKind.${trade.kind}`),
      side: t(`audit.values.tradeSide.${trade.side}`),
      amount: format.money(trade.amountMinor, trade.currency),
      pair: trade.pair,
      rate: format.pairRate({ base, quote }, trade.rate as `${number}`),
      valueDate: format.date(`${trade.valueDate}T00:00:00.000Z`, { timeZone: 'UTC' }),
    });
  }
  return undefined;
}
