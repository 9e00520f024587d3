import { minorToDecimalString, type ApprovalBasis } from '@tradehub/contract';

const money = (minor: number, currency: string) => `${minorToDecimalString(minor, currency)} ${currency}`;

/**
 * The approval basis as the timeline and activities say it (English, like every stored note; the web renders
 * the structured basis in the reader's language): 'together with 3 payments to Acme in the last 24 hours:
 * 29997.00 USD'.
 */
export function approvalBasisText(basis: ApprovalBasis, baseCurrency: string): string {
  const parts: string[] = [];
  const recent = basis.recentToSupplier;
  if (recent)
    parts.push(
      `together with ${recent.count} ${recent.count === 1 ? 'payment' : 'payments'} to ${recent.supplierName} in the last 24 hours: ${money(recent.totalMinor, baseCurrency)}`,
    );
  const limit = basis.dailyLimit;
  if (limit)
    parts.push(
      `${money(limit.usedMinor, baseCurrency)} paid without approval in the last 24 hours; daily limit ${money(limit.limitMinor, baseCurrency)}`,
    );
  return parts.join('; ');
}
