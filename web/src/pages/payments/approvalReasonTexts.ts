// Why a payment or a batch needs approval, in the reader's words: each reason code, with the maker's recent
// payments it was judged with where they asked for it ("Together with 3 payments to Acme in the last 24 hours:
// $29,997.00").
import type { ApprovalBasis } from '@tradehub/contract';
import type { TFunction } from 'i18next';
import { approvalReasonKey } from './paymentLogic';

export interface ReasonText {
  reason: string;
  text: string;
}

export function approvalReasonTexts(
  input: {
    reasons: readonly string[];
    basis: ApprovalBasis | null;
    baseCurrency: string;
    /** The band the amount is in, formatted (over_threshold). */
    threshold: string;
    /** Overrides the over_threshold text (a batch names its total). */
    overThreshold?: string;
  },
  t: TFunction,
  money: (minor: number, currency: string) => string,
): ReasonText[] {
  const { basis, baseCurrency } = input;
  return input.reasons.map((reason) => {
    const recent = basis?.recentToSupplier;
    const limit = basis?.dailyLimit;
    if (reason === 'recent_payments' && recent)
      return {
        reason,
        text: t('payments.approvalBasis.recentToSupplier', {
          count: recent.count,
          supplier: recent.supplierName,
          total: money(recent.totalMinor, baseCurrency),
        }),
      };
    if (reason === 'daily_limit' && limit)
      return {
        reason,
        text: t('payments.approvalBasis.dailyLimit', {
          used: money(limit.usedMinor, baseCurrency),
          limit: money(limit.limitMinor, baseCurrency),
        }),
      };
    if (reason === 'over_threshold' && input.overThreshold) return { reason, text: input.overThreshold };
    return {
      reason,
      text: t(`payments.approvalReasons.${approvalReasonKey(reason)}`, { threshold: input.threshold }),
    };
  });
}
