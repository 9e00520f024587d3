import { Alert, App, Button, Card, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDecidePolicyChange,
  type PendingPolicyChange,
  type PolicyChangeDecision,
} from '../../../api/team/queries';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useFormat } from '../../../i18n/useFormat';
import { weakeningText } from '../../../i18n/weakeningText';

/**
 * A policy change that weakens a control, waiting for a second Team Manager (issue 24): who proposed it, what
 * it weakens, and Approve / Reject for another Team Manager, Cancel for its proposer. Pushed live: it appears
 * and goes on every open Policies page (`policies:changed`).
 */
export function PendingChangeCard({ change, currency }: { change: PendingPolicyChange; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const deciding = useDecidePolicyChange();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const decide = (decision: PolicyChangeDecision, done: string) =>
    deciding.mutate(decision, { onSuccess: () => void message.success(done) });
  return (
    <Card
      className="th-card th-policy-section th-policy-pending"
      title={<h2 className="th-card-title">{t('team.policies.pending.title')}</h2>}
      data-testid="policy-pending-change"
      data-change-id={change.id}
    >
      <p className="th-policy-section__intro">
        {t('team.policies.pending.proposedBy', {
          name: change.proposedBy.name,
          date: format.dateTime(change.proposedAt),
        })}
      </p>
      <p className="th-policy-pending__intro">{t('team.policies.pending.weakensIntro')}</p>
      <ul className="th-policy-pending__list" data-testid="policy-pending-weakens">
        {change.weakens.map((weakening, index) => (
          <li key={`${weakening.kind}-${index}`} data-kind={weakening.kind}>
            {weakeningText(weakening, currency, t, format.money)}
          </li>
        ))}
      </ul>
      <p className="th-policy-section__note">{t('team.policies.pending.waiting')}</p>
      {deciding.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={apiErrorMessage(deciding.error, t)}
          data-testid="policy-pending-error"
        />
      )}
      {change.canApprove && (
        <div className="th-policy-pending__reason">
          <label htmlFor={reasonId} className="th-policy-band__label">
            {t('team.policies.pending.reasonLabel')}
          </label>
          <Input.TextArea
            id={reasonId}
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 4 }}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="policy-pending-reason"
          />
        </div>
      )}
      <div className="th-policies__actions">
        {change.canCancel && (
          <Button
            loading={deciding.isPending}
            onClick={() =>
              decide({ kind: 'cancel', changeId: change.id }, t('team.policies.pending.cancelled'))
            }
            data-testid="policy-pending-cancel"
          >
            {t('team.policies.pending.cancel')}
          </Button>
        )}
        {change.canApprove && (
          <>
            <Button
              danger
              loading={deciding.isPending}
              onClick={() =>
                decide(
                  { kind: 'reject', changeId: change.id, reason: reason.trim() || undefined },
                  t('team.policies.pending.rejected'),
                )
              }
              data-testid="policy-pending-reject"
            >
              {t('team.policies.pending.reject')}
            </Button>
            <Button
              type="primary"
              loading={deciding.isPending}
              onClick={() =>
                decide({ kind: 'approve', changeId: change.id }, t('team.policies.pending.approved'))
              }
              data-testid="policy-pending-approve"
            >
              {t('team.policies.pending.approve')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
