import { Card, Radio, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_RISK_RULES, RISK_RULE_MODES, type PaymentRiskRule } from '@tradehub/contract/constants';
import type { RiskRuleMode, RiskRules } from './policiesLogic';

function RiskRule({
  rule,
  value,
  disabled,
  error,
  onChange,
}: {
  rule: PaymentRiskRule;
  value: RiskRuleMode;
  disabled: boolean;
  error: string | undefined;
  onChange: (mode: RiskRuleMode) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <li className="th-policy-rule" data-testid="policy-risk-rule" data-rule={rule}>
      <span className="th-policy-rule__name" id={labelId}>
        {t(`team.policies.risk.rules.${rule}`)}
      </span>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        size="small"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as RiskRuleMode)}
        options={RISK_RULE_MODES.map((mode) => ({
          value: mode,
          label: t(`team.policies.risk.modes.${mode}`),
        }))}
      />
      {error && (
        <p className="th-policy-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The rules that ask for one approval whatever the amount, and the screening-hit block (always on). */
export function RiskRulesSection({
  rules,
  disabled,
  errors,
  onChange,
}: {
  rules: RiskRules;
  disabled: boolean;
  /** A 400 for a rule (by rule name), or for the rules as a whole ('*'). */
  errors: Partial<Record<string, string>>;
  onChange: (rules: RiskRules) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="th-card th-policy-section"
      title={<h2 className="th-card-title">{t('team.policies.risk.title')}</h2>}
      data-testid="policy-risk"
    >
      <p className="th-policy-section__intro">{t('team.policies.risk.intro')}</p>
      <ul className="th-policy-rules">
        {PAYMENT_RISK_RULES.map((rule) => (
          <RiskRule
            key={rule}
            rule={rule}
            value={rules[rule]}
            disabled={disabled}
            error={errors[rule]}
            onChange={(mode) => onChange({ ...rules, [rule]: mode })}
          />
        ))}
        <li className="th-policy-rule" data-testid="policy-risk-screening">
          <span className="th-policy-rule__name">{t('team.policies.risk.screening')}</span>
          <Tag color="red">{t('team.policies.risk.screeningAlways')}</Tag>
        </li>
      </ul>
      <p className="th-policy-section__note">{t('team.policies.risk.withTeamHelp')}</p>
      <p className="th-policy-section__note">{t('team.policies.risk.screeningHelp')}</p>
      {errors['*'] && (
        <p className="th-policy-error" role="alert">
          {errors['*']}
        </p>
      )}
    </Card>
  );
}
