import { Alert } from 'antd';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { teamInvitePath } from '../app/paths';

/** The sentences that lead to the invite form (each with an `<invite>` part). */
export type InviteHintKey =
  | 'payments.missingApprovers.second'
  | 'payments.missingApprovers.another'
  | 'payments.missingApprovers.two'
  | 'supplierDetail.review.needsAnotherReviewer'
  | 'team.policies.bands.teamShort';

/**
 * Where a policy needs more people than the organisation has, the person stuck is told so, with the invite
 * form one click away instead of a silent dead end. `i18nKey` is a sentence whose `<invite>` part is the link.
 */
export function InviteColleagueHint({
  i18nKey,
  testId,
  type = 'warning',
}: {
  i18nKey: InviteHintKey;
  testId: string;
  type?: 'warning' | 'info';
}) {
  return (
    <Alert
      type={type}
      showIcon
      className="th-invite-hint"
      data-testid={testId}
      title={
        <Trans
          i18nKey={i18nKey}
          components={{ invite: <Link to={teamInvitePath} data-testid={`${testId}-link`} /> }}
        />
      }
    />
  );
}
