import { Migration } from '@mikro-orm/migrations';

/**
 * Payment timelines written before message keys (issue 28 item 1): an entry whose English note the server
 * wrote, matched by its event and a pattern over its note, gets the key and parameters it would be written
 * with today (domain/payments/effects PaymentTimelineMessages), so it too reads in the reader's language. A
 * note no pattern matches (a person's own words, an approval request judged on a basis) keeps only its text.
 * Failed payments' activities and notifications that say the sandbox bank's decline get its reason code.
 */
interface Rule {
  event: string;
  /** Over the entry's note; its groups are the parameters below. */
  pattern: string;
  key: string;
  /** Parameter name → SQL expression over the match `m` (m[1] is the first group) and the row `payment`. */
  params: Record<string, string>;
}

const text = (group: number) => `m[${group}]`;
const integer = (group: number) => `m[${group}]::bigint`;
const codeList = (group: number) => `replace(m[${group}], ', ', ',')`;
const SANDBOX_DECLINE = 'Declined by the sandbox bank (amount ends in .13).';
// No '?' in a pattern: the migrator's SQL takes it for a parameter.
const CODES = '([a-z_]+(, [a-z_]+)*)';
const literal = (value: string) => `^${value.replace(/[.()]/g, (character) => `\\${character}`)}$`;

const RULES: Rule[] = [
  {
    event: 'created',
    pattern: '^([0-9]+) minor units, (.+)$',
    key: 'paymentCreated',
    params: { amountMinor: integer(1), currency: '"payment"."currency"', method: text(2) },
  },
  {
    event: 'created',
    pattern: "^Row ([0-9]+) of batch '(.*)', again after payment ([0-9a-f-]+) failed$",
    key: 'batchRowRetried',
    params: { row: integer(1), file: text(2), failedPayment: text(3) },
  },
  {
    event: 'created',
    pattern: "^Row ([0-9]+) of batch '(.*)'$",
    key: 'batchRowCreated',
    params: { row: integer(1), file: text(2) },
  },
  {
    event: 'approval_requested',
    pattern: `^${CODES}(; ([0-9]+) approvers)*$`,
    key: 'approvalRequested',
    params: { approvalReasonCodeList: codeList(1), approvers: 'coalesce(m[4]::int, 1)' },
  },
  {
    event: 'risk_noted',
    pattern: `^${CODES}: no other member can approve yet$`,
    key: 'riskNoted',
    params: { approvalReasonCodeList: codeList(1) },
  },
  {
    event: 'approval_added',
    pattern: '^([0-9]+) of ([0-9]+) approvals$',
    key: 'approvalAdded',
    params: { given: integer(1), needed: integer(2) },
  },
  { event: 'submitted', pattern: literal('Submitted to the sandbox rail.'), key: 'submitted', params: {} },
  { event: 'completed', pattern: literal('Settled by the sandbox bank.'), key: 'settled', params: {} },
  { event: 'failed', pattern: literal(SANDBOX_DECLINE), key: 'railDeclined', params: {} },
  {
    event: 'failed',
    pattern:
      "^Not sent\\. Blocked by an open sanctions screening hit: '(.+)' matches ([A-Z_]+) (\\S+) '(.+)' " +
      '\\(score ([0-9.]+)\\)\\. A member with Supplier Management',
    key: 'screeningBlocked',
    params: {
      subject: text(1),
      list: text(2),
      entryId: text(3),
      entryName: text(4),
      score: `${text(5)}::numeric`,
    },
  },
];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function ruleSql({ event, pattern, key, params }: Rule): string {
  const built = Object.entries(params)
    .map(([name, expression]) => `${quote(name)}, ${expression}`)
    .join(', ');
  const unkeyed = (entry: string) =>
    `(${entry} ->> 'messageKey') is null and ${entry} ->> 'event' = ${quote(event)} ` +
    `and (${entry} ->> 'note') ~ ${quote(pattern)}`;
  return (
    `update "payment" set "events" = (select jsonb_agg(case when ${unkeyed('e.entry')} then e.entry || ` +
    `jsonb_build_object('messageKey', ${quote(key)}, 'params', (select jsonb_build_object(${built}) ` +
    `from (select regexp_match(e.entry ->> 'note', ${quote(pattern)}) as m) as matched)) ` +
    `else e.entry end order by e.ordinal) ` +
    `from jsonb_array_elements("payment"."events") with ordinality as e(entry, ordinal)) ` +
    `where exists (select 1 from jsonb_array_elements("payment"."events") as x(entry) where ${unkeyed('x.entry')});`
  );
}

export class Migration20261129010000_payment_timeline_message_keys extends Migration {
  override async up(): Promise<void> {
    for (const rule of RULES) this.addSql(ruleSql(rule));
    for (const table of ['activity', 'notification'])
      this.addSql(
        `update "${table}" set "params" = "params" || '{"reasonCode": "sandbox_declined"}'::jsonb ` +
          `where "message_key" = 'paymentFailed' and "params" ->> 'reason' = ${quote(SANDBOX_DECLINE)};`,
      );
  }

  override async down(): Promise<void> {
    // The keys and parameters say what the notes say: the entries keep their notes either way.
  }
}
