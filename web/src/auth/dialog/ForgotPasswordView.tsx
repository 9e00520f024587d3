import { Alert, Button, Form, Input, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useForgotPassword } from '../../api/profile/mutations';
import { authErrorMessage } from '../authErrorMessage';
import { authFieldRule } from '../authFieldRule';
import { checkEmail } from '../validation';

interface ForgotPasswordViewProps {
  initialEmail: string | undefined;
  onSignIn: () => void;
}

/**
 * 'Forgot password?': asks for the address and says a link is on its way. The gateway answers the same
 * whether or not the address has an account, so this view does too.
 */
export function ForgotPasswordView({ initialEmail, onSignIn }: ForgotPasswordViewProps) {
  const { t } = useTranslation();
  // A new request forgets the last one's answer: neither 'sent' nor the failure shows while it is on its way.
  const forgot = useForgotPassword();
  const sending = forgot.isPending;
  const sent = forgot.isSuccess;
  const failure = forgot.error ?? undefined;

  return (
    <div className="th-auth-form">
      <Typography.Paragraph type="secondary">{t('auth.forgot.hint')}</Typography.Paragraph>
      {sent && (
        <Alert className="th-auth-dialog__notice" type="success" showIcon title={t('auth.forgot.sent')} />
      )}
      {failure !== undefined && (
        <Alert
          className="th-auth-dialog__notice"
          type="error"
          showIcon
          title={authErrorMessage(failure, t)}
        />
      )}
      <Form<{ email: string }>
        layout="vertical"
        requiredMark
        validateTrigger="onBlur"
        initialValues={{ email: initialEmail ?? '' }}
        onFinish={({ email }) => forgot.mutate(email.trim())}
      >
        <Form.Item
          name="email"
          label={t('auth.fields.email')}
          required
          rules={[authFieldRule(checkEmail, t)]}
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={sending}>
          {t(sending ? 'auth.forgot.submitting' : 'auth.forgot.submit')}
        </Button>
      </Form>
      <p className="th-auth-dialog__switch">
        <Trans
          i18nKey="auth.forgot.backToSignIn"
          components={{ action: <Button type="link" className="th-inline-link" onClick={onSignIn} /> }}
        />
      </p>
    </div>
  );
}
