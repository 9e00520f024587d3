import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import { policiesQuery, useUpdatePolicies, type PoliciesData } from '../../../api/team/queries';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { ApprovalBandsSection } from './ApprovalBandsSection';
import { DailyLimitSection } from './DailyLimitSection';
import { PendingChangeCard } from './PendingChangeCard';
import {
  checkBands,
  checkDailyLimit,
  draftChanged,
  draftFromPolicies,
  draftWeakenings,
  policiesBody,
  policyErrorTarget,
  samePolicies,
  type BandProblem,
  type PoliciesDraft,
} from './policiesLogic';
import { RiskRulesSection } from './RiskRulesSection';
import { SupplierVerificationSection } from './SupplierVerificationSection';
import './policies.css';

/** The policies being edited, against the stored ones they started from. */
function PoliciesEditor({ data }: { data: PoliciesData }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const saving = useUpdatePolicies();
  const currency = data.baseCurrency;
  const readOnly = !data.canEdit;
  const [base, setBase] = useState(data.policies);
  const [draft, setDraft] = useState<PoliciesDraft>(() => draftFromPolicies(data.policies, currency));
  const [triedSave, setTriedSave] = useState(false);
  const dirty = draftChanged(draft, base, currency);

  // The stored policies changed (a save here, or a colleague's, pushed live): an untouched form follows
  // them, a draft that already says the same (this page's own save) takes them as its base, and one with
  // other edits keeps them and says so.
  const changedElsewhere = !samePolicies(data.policies, base);
  if (changedElsewhere && !dirty) {
    setBase(data.policies);
    setDraft(draftFromPolicies(data.policies, currency));
  } else if (changedElsewhere && !draftChanged(draft, data.policies, currency)) {
    setBase(data.policies);
  }
  const takeStored = () => {
    saving.reset();
    setTriedSave(false);
    setBase(data.policies);
    setDraft(draftFromPolicies(data.policies, currency));
  };

  const change = (next: Partial<PoliciesDraft>) => {
    saving.reset();
    setDraft((current) => ({ ...current, ...next }));
  };

  // The gateway's 400, on the field it names; anything else above the Save button.
  const failure = saving.error;
  const target = failure instanceof ApiRequestError ? policyErrorTarget(failure.field) : undefined;
  const failureText = failure ? apiErrorMessage(failure, t) : undefined;
  const bandServerErrors: Partial<Record<number | '*', string>> = {};
  const ruleErrors: Partial<Record<string, string>> = {};
  let verificationError: string | undefined;
  let dailyLimitError: string | undefined;
  if (failureText && target?.section === 'bands') bandServerErrors[target.band ?? '*'] = failureText;
  if (failureText && target?.section === 'dailyLimit') dailyLimitError = failureText;
  if (failureText && target?.section === 'riskRules') ruleErrors[target.rule ?? '*'] = failureText;
  if (failureText && target?.section === 'supplierVerification') verificationError = failureText;
  const formError = failureText && !target ? failureText : undefined;

  const { problems } = checkBands(draft.bands, currency);
  // An empty amount is only wrong once Save was pressed; a malformed one is wrong as soon as it is typed.
  const shownProblems: Partial<Record<number, BandProblem>> = Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => triedSave || problem !== 'required'),
  );
  const limit = checkDailyLimit(draft.dailyLimit, currency);
  const limitProblem = typeof limit === 'string' && (triedSave || limit !== 'required') ? limit : undefined;
  // A change that weakens a control waits for another Team Manager (or, without one, applies and says so).
  const weakens = dirty ? draftWeakenings(draft, data.policies, currency) : [];
  const proposing = weakens.length > 0 && data.weakeningNeedsApproval;
  const blockedByPending = proposing && data.pendingChange !== null;

  const save = () => {
    setTriedSave(true);
    const body = policiesBody(draft, currency);
    if (!body) return;
    saving.mutate(body, {
      onSuccess: (answer) => {
        setTriedSave(false);
        setBase(answer.policies);
        setDraft(draftFromPolicies(answer.policies, currency));
        void message.success(
          t(answer.outcome === 'proposed' ? 'team.policies.proposed' : 'team.policies.saved'),
        );
      },
    });
  };

  return (
    <form
      className="th-policies"
      aria-label={t('team.tabs.policies')}
      data-testid="team-policies"
      data-can-edit={String(data.canEdit)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) save();
      }}
    >
      {readOnly && (
        <Alert
          type="info"
          showIcon
          title={t('team.policies.readOnly')}
          data-testid="team-policies-read-only"
        />
      )}
      {changedElsewhere && dirty && (
        <Alert
          type="warning"
          showIcon
          title={t('team.policies.changedElsewhere')}
          action={
            <Button size="small" onClick={takeStored} data-testid="team-policies-take-stored">
              {t('team.policies.takeStored')}
            </Button>
          }
          data-testid="team-policies-changed-elsewhere"
        />
      )}
      {data.pendingChange && <PendingChangeCard change={data.pendingChange} currency={currency} />}
      <SupplierVerificationSection
        value={draft.supplierVerification}
        effective={data.effective}
        disabled={readOnly}
        error={verificationError}
        onChange={(supplierVerification) => change({ supplierVerification })}
      />
      <ApprovalBandsSection
        bands={draft.bands}
        currency={currency}
        approversAvailable={data.effective.approvers}
        disabled={readOnly}
        problems={shownProblems}
        serverErrors={bandServerErrors}
        onChange={(bands) => change({ bands })}
      />
      <RiskRulesSection
        rules={draft.riskRules}
        disabled={readOnly}
        errors={ruleErrors}
        onChange={(riskRules) => change({ riskRules })}
      />
      <DailyLimitSection
        limit={draft.dailyLimit}
        currency={currency}
        disabled={readOnly}
        problem={limitProblem}
        serverError={dailyLimitError}
        onChange={(dailyLimit) => change({ dailyLimit })}
      />
      {formError && (
        <Alert type="error" showIcon role="alert" title={formError} data-testid="team-policies-error" />
      )}
      {!readOnly && (
        <div className="th-policies__actions">
          {weakens.length > 0 && (
            <Alert
              className="th-policies__hint"
              type={blockedByPending ? 'warning' : 'info'}
              showIcon
              title={t(
                blockedByPending
                  ? 'team.policies.pendingBlocks'
                  : proposing
                    ? 'team.policies.weakensNeedsApproval'
                    : 'team.policies.weakensAppliesAtOnce',
              )}
              data-testid="team-policies-weakens"
              data-needs-approval={String(proposing)}
            />
          )}
          {triedSave && Object.keys(problems).length > 0 && (
            <span className="th-policy-error" role="alert" data-testid="team-policies-fix">
              {t('team.policies.fixBands')}
            </span>
          )}
          <Button
            onClick={takeStored}
            disabled={!dirty || saving.isPending}
            data-testid="team-policies-reset"
          >
            {t('team.policies.reset')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving.isPending}
            disabled={!dirty || blockedByPending}
            data-testid="team-policies-save"
          >
            {t(proposing ? 'team.policies.propose' : 'team.policies.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** Team → Policies: supplier verification, payment approval bands and risk rules (Team Management edits). */
export function PoliciesTab() {
  const { t } = useTranslation();
  const policies = useQuery(policiesQuery());
  if (policies.isPending) return <PageLoading label={t('team.policies.loading')} />;
  if (!policies.data) {
    return (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('team.policies.loadFailed')}</h2>}
        subTitle={apiErrorMessage(policies.error, t)}
        extra={
          <Button type="primary" onClick={() => void policies.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <PoliciesEditor data={policies.data} />;
}
