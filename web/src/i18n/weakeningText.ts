// What a pending policy change weakens, in the reader's words (the gateway sends it structured: contract
// PolicyWeakening).
import type { PolicyWeakening } from '@tradehub/contract/constants';
import type { TFunction } from 'i18next';

export function weakeningText(
  weakening: PolicyWeakening,
  currency: string,
  t: TFunction,
  money: (minor: number, currency: string) => string,
): string {
  const limit = (minor: number | null) =>
    minor === null ? t('team.policies.pending.noLimit') : money(minor, currency);
  switch (weakening.kind) {
    case 'approval_band':
      return t('team.policies.pending.weakens.approval_band', {
        from: money(weakening.fromMinor, currency),
        before: weakening.before,
        after: weakening.after,
      });
    case 'risk_rule':
      return t('team.policies.pending.weakens.risk_rule', {
        rule: t(`team.policies.risk.rules.${weakening.rule}`),
        before: t(`team.policies.risk.modes.${weakening.before}`),
        after: t(`team.policies.risk.modes.${weakening.after}`),
      });
    case 'supplier_verification':
      return t('team.policies.pending.weakens.supplier_verification', {
        before: t(`team.policies.verification.choices.${weakening.before}`),
        after: t(`team.policies.verification.choices.${weakening.after}`),
      });
    case 'daily_limit':
      return t('team.policies.pending.weakens.daily_limit', {
        before: limit(weakening.before),
        after: limit(weakening.after),
      });
  }
}
