import type { EmailVerificationOutcome } from '@tradehub/contract/constants';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useResendVerification } from '../../api/profile/mutations';
import { checkEmail } from '../validation';

interface VerifyEmailViewProps {
  /** Where the verification e-mail went; unknown when the dialog opened from an old link. */
  email: string | undefined;
  outcome: EmailVerificationOutcome | undefined;
  onCreateAgain: () => void;
  onSignIn: () => void;
}

type ResendResult = 'sent' | 'failed' | undefined;

/** 'Verify your email': the notice, a resend link, and a way back to sign-up (spec sections 4 and 8). */
export function VerifyEmailView({ email, outcome, onCreateAgain, onSignIn }: VerifyEmailViewProps) {
  const { t } = useTranslation();
  const resending = useResendVerification();
  const [typedEmail, setTypedEmail] = useState('');
  const [typedEmailIssue, setTypedEmailIssue] = useState<string | undefined>(undefined);
  const sending = resending.isPending;
  // A new request forgets the last one's answer while it is on its way.
  const result: ResendResult = resending.isSuccess ? 'sent' : resending.isError ? 'failed' : undefined;

  const resend = () => {
    const address = email ?? typedEmail.trim();
    if (!email) {
      const issue = checkEmail(address);
      setTypedEmailIssue(issue ? t(`auth.validation.${issue}`) : undefined);
      if (issue) return;
    }
    resending.mutate(address);
  };

  return (
    <div className="th-verify">
      {(outcome === 'expired' || outcome === 'invalid') && (
        <Alert
          className="th-auth-dialog__notice"
          type="error"
          showIcon
          title={t(outcome === 'expired' ? 'auth.verify.linkExpired' : 'auth.verify.linkInvalid')}
          description={t('auth.verify.linkRetry')}
        />
      )}
      <Alert
        className="th-auth-dialog__notice"
        type="info"
        showIcon
        title={t('auth.verify.noticeTitle')}
        description={email ? t('auth.verify.noticeBody', { email }) : t('auth.verify.noticeBodyNoEmail')}
      />
      {!email && (
        <Form layout="vertical" onFinish={resend}>
          <Form.Item
            label={t('auth.fields.email')}
            htmlFor="th-verify-email"
            validateStatus={typedEmailIssue ? 'error' : undefined}
            help={typedEmailIssue}
          >
            <Input
              id="th-verify-email"
              type="email"
              autoComplete="email"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
          </Form.Item>
        </Form>
      )}
      {result === 'sent' && (
        <Alert
          className="th-auth-dialog__notice"
          type="success"
          showIcon
          title={t('auth.verify.resendSucceeded')}
        />
      )}
      {result === 'failed' && (
        <Alert
          className="th-auth-dialog__notice"
          type="error"
          showIcon
          title={t('auth.verify.resendFailed')}
        />
      )}
      <p className="th-verify__resend">
        <Button type="link" className="th-inline-link" disabled={sending} onClick={resend}>
          {sending ? t('auth.verify.resending') : t('auth.verify.resend')}
        </Button>
      </p>
      <p className="th-auth-dialog__switch">
        <Trans
          i18nKey="auth.verify.createAgain"
          components={{ action: <Button type="link" className="th-inline-link" onClick={onCreateAgain} /> }}
        />
      </p>
      <p className="th-auth-dialog__switch">
        <Trans
          i18nKey="auth.verify.signInInstead"
          components={{ action: <Button type="link" className="th-inline-link" onClick={onSignIn} /> }}
        />
      </p>
    </div>
  );
}
