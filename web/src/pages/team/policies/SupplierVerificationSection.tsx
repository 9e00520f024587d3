import { Card, Radio, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoliciesData } from '../../../api/team/queries';
import { InviteColleagueHint } from '../../../components/InviteColleagueHint';
import type { SupplierVerificationChoice } from './policiesLogic';

/** Who verifies a supplier: the default (following the team, with what it means today), four-eyes, one. */
export function SupplierVerificationSection({
  value,
  effective,
  disabled,
  error,
  onChange,
}: {
  value: SupplierVerificationChoice;
  effective: PoliciesData['effective'];
  disabled: boolean;
  error: string | undefined;
  onChange: (value: SupplierVerificationChoice) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const today = t('team.policies.verification.resolvesTo', {
    mode: t(`team.policies.verification.modes.${effective.supplierVerification}`),
    count: effective.verifiers,
  });
  // Four-eyes chosen (or resolved) with a single member able to verify: a supplier someone adds waits.
  const fourEyesStuck =
    (value === 'four_eyes' || (value === 'default' && effective.supplierVerification === 'four_eyes')) &&
    effective.verifiers < 2;
  const option = (choice: SupplierVerificationChoice, help: string, extra?: string) => (
    <Radio value={choice} data-testid={`policy-verification-${choice}`}>
      <span className="th-policy-option__label">{t(`team.policies.verification.choices.${choice}`)}</span>
      <span className="th-policy-option__help">{help}</span>
      {extra && (
        <Tag className="th-policy-option__today" data-testid="policy-verification-today">
          {extra}
        </Tag>
      )}
    </Radio>
  );
  return (
    <Card
      className="th-card th-policy-section"
      title={
        <h2 className="th-card-title" id={titleId}>
          {t('team.policies.verification.title')}
        </h2>
      }
      data-testid="policy-verification"
    >
      <p className="th-policy-section__intro">{t('team.policies.verification.intro')}</p>
      <Radio.Group
        aria-labelledby={titleId}
        className="th-policy-options"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as SupplierVerificationChoice)}
      >
        {option('default', t('team.policies.verification.help.default'), today)}
        {option('four_eyes', t('team.policies.verification.help.four_eyes'))}
        {option('single_reviewer', t('team.policies.verification.help.single_reviewer'))}
      </Radio.Group>
      {error && (
        <p className="th-policy-error" role="alert" data-testid="policy-verification-error">
          {error}
        </p>
      )}
      {fourEyesStuck && (
        <InviteColleagueHint
          i18nKey="supplierDetail.review.needsAnotherReviewer"
          testId="policy-verification-needs-reviewer"
          type="info"
        />
      )}
    </Card>
  );
}
