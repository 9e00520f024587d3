import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@tradehub/contract';
import { Alert, Button, Card, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { invitePreviewQuery, useAcceptInvite, type InvitePreview } from '../../api/invite/queries';
import type { ScreenProps } from '../../app/routes/screenProps';
import { useAuthDialog } from '../../auth/dialog/authDialogContext';
import { useProfileContext } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import './invite.css';
import { roleText } from '../../i18n/teamWords';

/** Sign In / Create Account for a visitor (only inside the public layout, which owns the dialog). */
function SignedOutActions({ email }: { email: string }) {
  const { t } = useTranslation();
  const dialog = useAuthDialog();
  return (
    <div className="th-invite__actions">
      <p>{t('invite.signInFirst')}</p>
      <Button type="primary" onClick={() => dialog.open('signIn', email)} data-testid="invite-sign-in">
        {t('invite.signIn')}
      </Button>
      <Button onClick={() => dialog.open('signUp', email)} data-testid="invite-create-account">
        {t('invite.createAccount')}
      </Button>
    </div>
  );
}

function AcceptAction({
  token,
  preview,
  profile,
}: {
  token: string;
  preview: InvitePreview;
  profile: Profile;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accepting = useAcceptInvite();
  const mismatch = profile.email.trim().toLowerCase() !== preview.email.trim().toLowerCase();
  // The profile is asked again (api/invite/queries.ts): the home page follows the new membership.
  // Still busy once accepted (isSuccess), while the app moves on to the home page.
  const accept = () => accepting.mutate(token, { onSuccess: () => void navigate('/', { replace: true }) });
  return (
    <div className="th-invite__actions">
      {mismatch && (
        <Alert
          type="warning"
          showIcon
          data-testid="invite-email-mismatch"
          title={t('invite.mismatch', { invited: preview.email, current: profile.email })}
        />
      )}
      {accepting.error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(accepting.error, t)}
          data-testid="invite-accept-error"
        />
      )}
      <Button
        type="primary"
        loading={accepting.isPending || accepting.isSuccess}
        disabled={mismatch}
        onClick={accept}
        data-testid="invite-accept"
      >
        {t('invite.accept')}
      </Button>
    </div>
  );
}

/** /invite/:token: what an invitation offers, and the way to accept it, signed out or in. */
export default function InvitePage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { state } = useProfileContext();
  const token = params.token ?? '';
  const preview = useQuery(invitePreviewQuery(token));

  let body;
  if (!preview.data && !preview.isError) {
    body = <PageLoading label={t('invite.loading')} />;
  } else if (!preview.data) {
    const unknown = preview.error instanceof ApiRequestError && [400, 404].includes(preview.error.status);
    body = unknown ? (
      <Result
        status="warning"
        title={t('invite.unknown')}
        subTitle={t('invite.unknownDetail')}
        data-testid="invite-state-unknown"
      />
    ) : (
      <Result
        status="error"
        title={t('invite.loadFailed')}
        subTitle={apiErrorMessage(preview.error, t)}
        extra={
          <Button type="primary" onClick={() => void preview.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    const invite = preview.data;
    const usable = invite.status === 'pending';
    body = (
      <>
        <Descriptions column={1} bordered size="small" className="th-invite__details">
          <Descriptions.Item label={t('invite.organisation')}>
            <span data-testid="invite-organisation">{invite.organisationName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('invite.role')}>
            <span data-testid="invite-role">{roleText(invite.role, t)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('invite.email')}>
            <span data-testid="invite-email">{invite.email}</span>
          </Descriptions.Item>
        </Descriptions>
        {!usable && (
          <Alert
            type="warning"
            showIcon
            data-testid={`invite-state-${invite.status}`}
            title={t(`invite.status.${invite.status}`)}
          />
        )}
        {usable && state.status === 'signedOut' && <SignedOutActions email={invite.email} />}
        {usable && state.status === 'signedIn' && (
          <AcceptAction token={token} preview={invite} profile={state.profile} />
        )}
      </>
    );
  }

  return (
    <div className="th-invite">
      <Card className="th-invite__card">
        <h1 className="th-invite__title">{t('invite.title')}</h1>
        {body}
      </Card>
    </div>
  );
}
