import { GoogleOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useResendVerification, useSignIn, useSignUp } from '../../api/profile/mutations';
import { ExplainedDisabledButton } from '../../components/ExplainedDisabledButton';
import { useProfileContext } from '../profileContext';
import { authErrorMessage, isEmailNotVerified } from '../authErrorMessage';
import { authFieldRule } from '../authFieldRule';
import type { ExternalAuth } from '../externalAuth';
import { checkBusinessName, checkEmail, checkPassword, type AuthFormMode } from '../validation';
import type { AuthDialogState, AuthDialogView } from './authDialogContext';
import { ForgotPasswordView } from './ForgotPasswordView';
import { VerifyEmailView } from './VerifyEmailView';
import './authDialog.css';

interface AuthDialogProps {
  state: AuthDialogState;
  onViewChange: (view: AuthDialogView, email?: string) => void;
  onClose: () => void;
}

interface FormValues {
  email: string;
  password: string;
  businessName: string;
}

const titleKeys = {
  signIn: 'auth.signIn.title',
  signUp: 'auth.signUp.title',
  verify: 'auth.verify.title',
  forgot: 'auth.forgot.title',
} as const;

/** The auth dialog (antd Modal): sign in, create an account, verify the e-mail address, forgot password. */
export function AuthDialog({ state, onViewChange, onClose }: AuthDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={state.open}
      title={t(titleKeys[state.view])}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
      className="th-auth-dialog"
    >
      {/* Keyed by opening: each opening starts with empty fields and no old error. */}
      <AuthDialogBody key={state.session} state={state} onViewChange={onViewChange} onClose={onClose} />
    </Modal>
  );
}

function AuthDialogBody({ state, onViewChange, onClose }: AuthDialogProps) {
  const { externalAuth } = useProfileContext();
  const { view } = state;

  if (view === 'verify') {
    return (
      <VerifyEmailView
        email={state.email}
        outcome={state.outcome}
        onCreateAgain={() => onViewChange('signUp')}
        onSignIn={() => onViewChange('signIn')}
      />
    );
  }
  if (view === 'forgot') {
    return <ForgotPasswordView initialEmail={state.email} onSignIn={() => onViewChange('signIn')} />;
  }
  const switchView = () => onViewChange(view === 'signIn' ? 'signUp' : 'signIn');
  return (
    <>
      {state.outcome === 'verified' && view === 'signIn' && <VerifiedNotice />}
      {state.passwordChanged && view === 'signIn' && <PasswordChangedNotice />}
      {externalAuth ? (
        <ExternalSignIn mode={view} auth={externalAuth} />
      ) : (
        <LocalAuthForm
          mode={view}
          initialEmail={state.email}
          onClose={onClose}
          onVerify={(email) => onViewChange('verify', email)}
          onForgot={(email) => onViewChange('forgot', email)}
        />
      )}
      <GoogleOption auth={externalAuth} />
      <SwitchMode mode={view} onSwitch={switchView} />
    </>
  );
}

function VerifiedNotice() {
  const { t } = useTranslation();
  return (
    <Alert className="th-auth-dialog__notice" type="success" showIcon title={t('auth.verifiedNotice')} />
  );
}

function PasswordChangedNotice() {
  const { t } = useTranslation();
  return (
    <Alert className="th-auth-dialog__notice" type="success" showIcon title={t('auth.reset.changedNotice')} />
  );
}

function LocalAuthForm({
  mode,
  initialEmail,
  onClose,
  onVerify,
  onForgot,
}: {
  mode: AuthFormMode;
  initialEmail?: string | undefined;
  onClose: () => void;
  onVerify: (email: string) => void;
  /** 'Forgot password?', with the address typed so far. */
  onForgot: (email: string) => void;
}) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const resending = useResendVerification();
  const [form] = Form.useForm<FormValues>();
  const submitting = signIn.isPending || signUp.isPending;
  // Each mode shows its own call's failure, so switching modes leaves the other's behind.
  const failure = (mode === 'signIn' ? signIn.error : signUp.error) ?? undefined;
  const resent = resending.isSuccess ? 'sent' : resending.isError ? 'failed' : undefined;

  const submit = (values: FormValues) => {
    // A new attempt starts clean: no earlier failure (of either mode) and no earlier resend.
    signIn.reset();
    signUp.reset();
    resending.reset();
    const email = values.email.trim();
    if (mode === 'signIn') {
      signIn.mutate({ email, password: values.password }, { onSuccess: () => onClose() });
    } else {
      signUp.mutate(
        { email, password: values.password, businessName: values.businessName.trim() },
        { onSuccess: (answer) => onVerify(answer.email) },
      );
    }
  };

  // Signing in with an unverified address: offer a new link right there.
  const resendFromSignIn = () => resending.mutate(String(form.getFieldValue('email') ?? '').trim());

  const rule = (check: Parameters<typeof authFieldRule>[0]) => authFieldRule(check, t);

  const submitLabel =
    mode === 'signIn'
      ? t(submitting ? 'auth.signIn.submitting' : 'auth.signIn.submit')
      : t(submitting ? 'auth.signUp.submitting' : 'auth.signUp.submit');

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark
      validateTrigger="onBlur"
      onFinish={submit}
      initialValues={{ email: initialEmail ?? '', password: '', businessName: '' }}
      className="th-auth-form"
    >
      {failure !== undefined && (
        <Alert
          className="th-auth-dialog__notice"
          type="error"
          showIcon
          title={authErrorMessage(failure, t)}
          action={
            isEmailNotVerified(failure) ? (
              <Button size="small" type="link" disabled={resending.isPending} onClick={resendFromSignIn}>
                {resending.isPending ? t('auth.verify.resending') : t('auth.verify.resend')}
              </Button>
            ) : undefined
          }
        />
      )}
      {resent && failure !== undefined && (
        <Alert
          className="th-auth-dialog__notice"
          type={resent === 'sent' ? 'success' : 'error'}
          showIcon
          title={t(resent === 'sent' ? 'auth.verify.resendSucceeded' : 'auth.verify.resendFailed')}
        />
      )}
      <Form.Item name="email" label={t('auth.fields.email')} required rules={[rule(checkEmail)]}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.fields.password')}
        required
        rules={[rule((value) => checkPassword(value, mode))]}
        extra={mode === 'signUp' ? t('auth.passwordHint') : undefined}
      >
        <Input.Password autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'} />
      </Form.Item>
      {mode === 'signIn' && (
        <p className="th-auth-form__forgot">
          <Button
            type="link"
            className="th-inline-link"
            onClick={() => onForgot(String(form.getFieldValue('email') ?? '').trim())}
          >
            {t('auth.forgot.link')}
          </Button>
        </p>
      )}
      {mode === 'signUp' && (
        <Form.Item
          name="businessName"
          label={t('auth.fields.businessName')}
          required
          rules={[rule(checkBusinessName)]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block size="large" disabled={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}

function ExternalSignIn({ mode, auth }: { mode: AuthFormMode; auth: ExternalAuth }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const go = () => {
    setLeaving(true);
    auth.redirectToSignIn(mode).catch((error: unknown) => {
      console.error('Redirect to sign-in failed', error);
      setLeaving(false);
    });
  };
  return (
    <div className="th-auth-form">
      <Typography.Paragraph type="secondary">{t('auth.external.hint')}</Typography.Paragraph>
      <Button type="primary" block size="large" disabled={leaving} onClick={go}>
        {mode === 'signIn'
          ? t(leaving ? 'auth.signIn.submitting' : 'auth.signIn.submit')
          : t(leaving ? 'auth.signUp.submitting' : 'auth.signUp.submit')}
      </Button>
    </div>
  );
}

function GoogleOption({ auth }: { auth: ExternalAuth | undefined }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const label = t('auth.google.button');
  return (
    <>
      <Divider plain className="th-auth-dialog__divider">
        {t('auth.or')}
      </Divider>
      {failure && <Alert className="th-auth-dialog__notice" type="error" showIcon title={failure} />}
      {auth ? (
        <Button
          block
          size="large"
          icon={<GoogleOutlined aria-hidden="true" />}
          onClick={() =>
            auth.redirectToSignIn('google').catch((error: unknown) => {
              setFailure(error instanceof Error && error.message ? error.message : t('auth.google.failed'));
            })
          }
        >
          {label}
        </Button>
      ) : (
        <ExplainedDisabledButton
          block
          size="large"
          icon={<GoogleOutlined aria-hidden="true" />}
          reason={t('auth.google.needsAuth0')}
        >
          {label}
        </ExplainedDisabledButton>
      )}
    </>
  );
}

function SwitchMode({ mode, onSwitch }: { mode: AuthFormMode; onSwitch: () => void }) {
  return (
    <p className="th-auth-dialog__switch">
      <Trans
        i18nKey={mode === 'signIn' ? 'auth.signIn.switch' : 'auth.signUp.switch'}
        components={{ action: <Button type="link" className="th-inline-link" onClick={onSwitch} /> }}
      />
    </p>
  );
}
