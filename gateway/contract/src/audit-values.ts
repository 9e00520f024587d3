// Structured values the audit log records where it once wrote an English sentence (issue 28): a policy
// change's second approval and a booked FX trade. The row keeps names, ids, amounts in minor units with their
// currency, the pair and its rate as shown; the reader's page (and the CSV export) say them in the reader's
// language. Pure and free of zod (`@tradehub/contract/constants`).
import { pairLabel, roundPairRate, usdPair, pairRateFromUsdRate } from './fx-pairs.js';

/** A person as an audit value records them: their id when known (old rows may lack it) and their name then. */
export interface AuditPerson {
  id: string | null;
  name: string;
}

/** `secondApproval` of `organisation.policies_updated` for a change that weakens a control. */
export type AuditSecondApproval =
  /** Another Team Manager approved the change someone proposed. */
  | { kind: 'approved'; proposedBy: AuditPerson; approvedBy: AuditPerson }
  /** Applied at once: the organisation had no other Team Manager to approve it. */
  | { kind: 'no_other_team_manager' };

/** `trade` of `fx_trade.booked`: what was booked, its rate in the market pair's terms as shown. */
export interface AuditFxTrade {
  kind: 'spot' | 'forward';
  side: 'buy' | 'sell';
  amountMinor: number;
  currency: string;
  /** 'USD/CNY', 'EUR/USD' (the contract's pair rule). */
  pair: string;
  /** The pair's rate, rounded to its decimals, as a decimal string ('7.1234'). */
  rate: string;
  /** YYYY-MM-DD. */
  valueDate: string;
}

/** The trade's audit value from the booked quote (its rate per 1 USD, as the feed gives it). */
export function auditFxTrade(trade: {
  kind: 'spot' | 'forward';
  side: 'buy' | 'sell';
  amountMinor: number;
  currency: string;
  /** Units of `currency` per 1 USD. */
  rate: number;
  valueDate: string;
}): AuditFxTrade {
  const pair = usdPair(trade.currency);
  if (!pair) throw new RangeError('An FX trade is never in USD against USD');
  return {
    kind: trade.kind,
    side: trade.side,
    amountMinor: trade.amountMinor,
    currency: trade.currency,
    pair: pairLabel(pair),
    rate: roundPairRate(pair, pairRateFromUsdRate(pair, trade.currency, trade.rate)),
    valueDate: trade.valueDate.slice(0, 10),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPerson = (value: unknown): value is AuditPerson =>
  isRecord(value) && typeof value.name === 'string' && (value.id === null || typeof value.id === 'string');

/** The value as a second approval, or undefined when it is something else (an old row's text). */
export function readAuditSecondApproval(value: unknown): AuditSecondApproval | undefined {
  if (!isRecord(value)) return undefined;
  if (value.kind === 'no_other_team_manager') return { kind: 'no_other_team_manager' };
  if (value.kind === 'approved' && isPerson(value.proposedBy) && isPerson(value.approvedBy))
    return { kind: 'approved', proposedBy: value.proposedBy, approvedBy: value.approvedBy };
  return undefined;
}

/** The value as a booked trade, or undefined when it is something else (an old row's text). */
export function readAuditFxTrade(value: unknown): AuditFxTrade | undefined {
  if (!isRecord(value)) return undefined;
  const { kind, side, amountMinor, currency, pair, rate, valueDate } = value;
  if (
    (kind === 'spot' || kind === 'forward') &&
    (side === 'buy' || side === 'sell') &&
    typeof amountMinor === 'number' &&
    Number.isSafeInteger(amountMinor) &&
    typeof currency === 'string' &&
    typeof pair === 'string' &&
    /^[A-Z]{3}\/[A-Z]{3}$/u.test(pair) &&
    typeof rate === 'string' &&
    /^\d+(\.\d+)?$/u.test(rate) &&
    typeof valueDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/u.test(valueDate)
  )
    return { kind, side, amountMinor, currency, pair, rate, valueDate };
  return undefined;
}

/**
 * Fields whose values are codes said in words from one shared section of the audit words
 * (`audit.values.<section>.<code>`): the Audit Log's and the CSV export's one list.
 */
export const AUDIT_VALUE_SECTIONS: Readonly<Record<string, string>> = {
  status: 'status',
  approvalStatus: 'status',
  screeningStatus: 'status',
  hitStatus: 'status',
  supplierVerification: 'mode',
  review: 'mode',
  language: 'language',
  colorScheme: 'colorScheme',
};
