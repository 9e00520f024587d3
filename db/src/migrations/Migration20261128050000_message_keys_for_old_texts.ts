import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications and activities written before message keys (issue 28 item 1): where a row's English text is one
 * the server wrote, matched by its title and a pattern over its text, it gets the key and parameters it would
 * be written with today, so it too reads in the reader's language. Amounts were written as `<decimal> <code>`
 * with the currency's own digits, so the decimal without its point is the amount in minor units. A row no
 * pattern matches keeps only its text, shown as it is.
 */
interface Rule {
  table: 'notification' | 'activity';
  title: string;
  /** Over `message` (notification) or `description` (activity); its groups are the parameters below. */
  pattern: string;
  key: string;
  /** Parameter name → SQL expression over the match `m` (m[1] is the first group). */
  params: Record<string, string>;
}

const minor = (group: number) => `replace(m[${group}], '.', '')::bigint`;
const text = (group: number) => `m[${group}]`;
// No '?' in a pattern: the migrator's SQL takes it for a parameter.
const AMOUNT = '([0-9.]+) ([A-Z]{3})';

const RULES: Rule[] = [
  // Notifications.
  {
    table: 'notification',
    title: 'Payment completed',
    pattern: `^Your payment of ${AMOUNT} to (.+) was completed\\.$`,
    key: 'paymentCompleted',
    params: { amountMinor: minor(1), currency: text(2), supplier: text(3) },
  },
  {
    table: 'notification',
    title: 'Payment approved',
    pattern: `^(.+) approved your payment of ${AMOUNT} to (.+)\\.$`,
    key: 'paymentApproved',
    params: { by: text(1), amountMinor: minor(2), currency: text(3), supplier: text(4) },
  },
  {
    table: 'notification',
    title: 'Payment awaiting approval',
    pattern: `^(.+) asks you to approve ${AMOUNT} to (.+)\\.$`,
    key: 'paymentAwaitingApproval',
    params: { by: text(1), amountMinor: minor(2), currency: text(3), supplier: text(4) },
  },
  {
    table: 'notification',
    title: 'Supplier verified',
    pattern: '^(.+) has been verified by (.+)\\.$',
    key: 'supplierVerified',
    params: { supplier: text(1), by: text(2) },
  },
  {
    table: 'notification',
    title: 'You are now the Owner',
    pattern: '^(.+) made you the Owner of (.+)\\.$',
    key: 'ownershipTransferred',
    params: { by: text(1), organisation: text(2) },
  },
  {
    table: 'notification',
    title: 'Account approved',
    pattern: '^Your account has been approved: payments, FX management and team are now open\\.$',
    key: 'accountApproved',
    params: {},
  },
  {
    table: 'notification',
    title: 'Webhook endpoint turned off',
    pattern: '^(\\S+) failed every delivery for 24 hours and was turned off\\.',
    key: 'webhookEndpointDisabled',
    params: { url: text(1) },
  },
  // Activities.
  {
    table: 'activity',
    title: 'Payment completed',
    pattern: `^${AMOUNT} to (.+) was paid\\.$`,
    key: 'paymentCompleted',
    params: { amountMinor: minor(1), currency: text(2), supplier: text(3) },
  },
  {
    table: 'activity',
    title: 'Payment submitted',
    pattern: `^${AMOUNT} to (.+) was submitted to the bank\\.$`,
    key: 'paymentSubmitted',
    params: { amountMinor: minor(1), currency: text(2), supplier: text(3) },
  },
  {
    table: 'activity',
    title: 'Payment created',
    pattern: `^(.+) sent ${AMOUNT} to (.+)\\.$`,
    key: 'paymentCreated',
    params: { by: text(1), amountMinor: minor(2), currency: text(3), supplier: text(4) },
  },
  {
    table: 'activity',
    title: 'Payment approved',
    pattern: `^(.+) approved ${AMOUNT} to (.+)\\.$`,
    key: 'paymentApproved',
    params: { by: text(1), amountMinor: minor(2), currency: text(3), supplier: text(4) },
  },
  {
    table: 'activity',
    title: 'Supplier added',
    pattern: '^(.+) added (.+) \\(([^()]+)\\); it awaits verification\\.$',
    key: 'supplierAdded',
    params: { by: text(1), supplier: text(2), location: text(3) },
  },
];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function ruleSql({ table, title, pattern, key, params }: Rule): string {
  const column = table === 'notification' ? 'message' : 'description';
  const built = Object.entries(params)
    .map(([name, expression]) => `${quote(name)}, ${expression}`)
    .join(', ');
  return (
    `update "${table}" set "message_key" = ${quote(key)}, "params" = jsonb_build_object(${built}) ` +
    `from (select "id", regexp_match("${column}", ${quote(pattern)}) as m from "${table}" ` +
    `where "message_key" is null and "title" = ${quote(title)}) as matched ` +
    `where "${table}"."id" = matched."id" and matched.m is not null;`
  );
}

export class Migration20261128050000_message_keys_for_old_texts extends Migration {
  override async up(): Promise<void> {
    for (const rule of RULES) this.addSql(ruleSql(rule));
  }

  override async down(): Promise<void> {
    // The keys and parameters say what the texts say: the rows keep their texts either way.
  }
}
