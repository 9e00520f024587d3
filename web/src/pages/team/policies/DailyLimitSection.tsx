import { minorDigits } from '@tradehub/contract/money';
import { Card, Checkbox, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BandProblem, DailyLimitDraft } from './policiesLogic';

/**
 * The per-member daily limit without approval (issue 24): off by default; once a member's payments without
 * approval in the last 24 hours would pass it, their next payment needs one approver. Raising or removing it
 * weakens a control (a second Team Manager approves it).
 */
export function DailyLimitSection({
  limit,
  currency,
  disabled,
  problem,
  serverError,
  onChange,
}: {
  limit: DailyLimitDraft;
  currency: string;
  disabled: boolean;
  /** The client's own check of the amount, shown once a save was tried or something was typed. */
  problem: BandProblem | undefined;
  serverError: string | undefined;
  onChange: (limit: DailyLimitDraft) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const error =
    serverError ??
    (problem && t(`team.policies.dailyLimit.errors.${problem}`, { currency, digits: minorDigits(currency) }));
  return (
    <Card
      className="th-card th-policy-section"
      title={<h2 className="th-card-title">{t('team.policies.dailyLimit.title')}</h2>}
      data-testid="policy-daily-limit"
    >
      <p className="th-policy-section__intro">{t('team.policies.dailyLimit.intro', { currency })}</p>
      <Checkbox
        checked={limit.on}
        disabled={disabled}
        onChange={(event) => onChange({ ...limit, on: event.target.checked })}
        data-testid="policy-daily-limit-on"
      >
        {t('team.policies.dailyLimit.toggle')}
      </Checkbox>
      {limit.on ? (
        <div className="th-policy-band__from th-policy-daily-limit">
          <label htmlFor={inputId} className="th-policy-band__label">
            {t('team.policies.dailyLimit.amountLabel', { currency })}
          </label>
          <Input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={limit.amount}
            disabled={disabled}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            suffix={currency}
            onChange={(event) => onChange({ ...limit, amount: event.target.value })}
            data-testid="policy-daily-limit-amount"
          />
          {error && (
            <span
              id={errorId}
              className="th-policy-error"
              role="alert"
              data-testid="policy-daily-limit-error"
            >
              {error}
            </span>
          )}
        </div>
      ) : (
        <p className="th-policy-section__note">{t('team.policies.dailyLimit.off')}</p>
      )}
    </Card>
  );
}
