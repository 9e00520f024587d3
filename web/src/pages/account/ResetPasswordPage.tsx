import { AUTH_ERROR_CODES } from '@tradehub/contract/constants';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { useResetPassword } from '../../api/profile/mutations';
import type { ScreenProps } from '../../app/routes/screenProps';
import { authErrorMessage } from '../../auth/authErrorMessage';
import { authFieldRule } from '../../auth/authFieldRule';
import { passwordResetLandingPath } from '../../auth/passwordReset';
import { useProfileContext } from '../../auth/profileContext';
import { checkPassword } from '../../auth/validation';
import './reset-password.css';

interface ResetValues {
  password: string;
  confirm: string;
}

/**
 * /reset-password?token=…: the 'Forgot password?' e-mail's link. Setting the new password ends every session
 * of the account (this browser's too), so it then goes to sign-in rather than signing in by itself.
 */
export default function ResetPasswordPage(_: ScreenProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { refetch } = useProfileContext();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // Still disabled once it succeeded: the page is on its way to sign-in.
  const saving = reset.isPending || reset.isSuccess;
  const failure = reset.error ?? undefined;
  const linkBroken =
    token === '' ||
    (failure instanceof ApiRequestError && failure.code === AUTH_ERROR_CODES.resetLinkInvalid);

  const askAgain = () => void navigate(passwordResetLandingPath('again'), { replace: true });

  const submit = ({ password }: ResetValues) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // Any session this browser had is gone now: re-read who is signed in, then sign in anew.
          refetch();
          void navigate(passwordResetLandingPath('done'), { replace: true });
        },
      },
    );

  return (
    <div className="th-reset-password">
      <Card className="th-reset-password__card">
        <h1 className="th-reset-password__title">{t('auth.reset.title')}</h1>
        {linkBroken ? (
          <Result
            status="warning"
            title={t('auth.reset.linkInvalid')}
            subTitle={t('auth.reset.linkInvalidDetail')}
            extra={
              <Button type="primary" onClick={askAgain}>
                {t('auth.reset.askAgain')}
              </Button>
            }
          />
        ) : (
          <Form<ResetValues>
            layout="vertical"
            requiredMark
            validateTrigger="onBlur"
            initialValues={{ password: '', confirm: '' }}
            onFinish={submit}
          >
            {failure !== undefined && (
              <Alert
                className="th-reset-password__notice"
                type="error"
                showIcon
                title={authErrorMessage(failure, t)}
              />
            )}
            <Form.Item
              name="password"
              label={t('auth.reset.newPassword')}
              required
              extra={t('auth.passwordHint')}
              rules={[authFieldRule((value) => checkPassword(value, 'signUp'), t)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('auth.reset.confirmPassword')}
              required
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule: unknown, value: unknown) => {
                    if (value !== getFieldValue('password')) throw new Error(t('auth.reset.mismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" disabled={saving}>
              {t(saving ? 'auth.reset.submitting' : 'auth.reset.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
