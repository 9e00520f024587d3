import type { Profile } from '@tradehub/contract';
import { Alert, Button, Card, Descriptions, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, ApiRequestError } from '../../api/client';
import type { ScreenProps } from '../../app/routing/screens';
import { useAuthDialog } from '../../auth/dialog/authDialogContext';
import { useProfileContext } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { useApiGet } from '../../hooks/useApiGet';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import './invite.css';

interface InvitePreview {
  organisationName: string;
  email: string;
  role: string;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
}

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
  const { refetch } = useProfileContext();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const mismatch = profile.email.trim().toLowerCase() !== preview.email.trim().toLowerCase();
  const accept = async () => {
    setAccepting(true);
    setError(undefined);
    try {
      await api.post('/api/team/invites/accept', { token });
      refetch();
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      setAccepting(false);
    }
  };
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
      {error && <Alert type="error" showIcon title={error} data-testid="invite-accept-error" />}
      <Button
        type="primary"
        loading={accepting}
        disabled={mismatch}
        onClick={() => void accept()}
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
  const preview = useApiGet<InvitePreview>(`/api/team/invites/preview?token=${encodeURIComponent(token)}`);

  let body;
  if (preview.status === 'loading') {
    body = <PageLoading label={t('invite.loading')} />;
  } else if (preview.status === 'error') {
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
          <Button type="primary" onClick={preview.retry}>
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
            <span data-testid="invite-role">{invite.role}</span>
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
