import { LogoutOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useAppConfig } from '../../app/config/appConfig';
import { mailtoUrl } from '../../app/links';
import { useSignedInProfile } from '../../auth/profileContext';
import { useSignOut } from '../../auth/useSignOut';
import './account.css';

/** Every path but the three allowed ones, once the account has been refused (spec section 2). */
export default function AccountDeniedScreen() {
  const { t } = useTranslation();
  const { rejectionReason } = useSignedInProfile();
  const { supportEmail } = useAppConfig();
  const signOut = useSignOut();
  return (
    <Result
      className="th-account-notice"
      status="error"
      icon={<StopOutlined aria-hidden="true" />}
      title={<h1 className="th-result-title">{t('account.denied.title')}</h1>}
      subTitle={
        <>
          <p>{t('account.denied.text')}</p>
          {rejectionReason && (
            <p className="th-account-notice__reason">
              <strong>{t('account.denied.reasonLabel')}</strong> {rejectionReason}
            </p>
          )}
          <p>
            <Trans
              i18nKey="account.denied.contact"
              values={{ email: supportEmail }}
              components={{
                // The text is Trans's (the translation's {{email}}); the same address here lets lint see a name.
                mail: <a href={mailtoUrl(supportEmail, t('account.denied.mailSubject'))}>{supportEmail}</a>,
              }}
            />
          </p>
        </>
      }
      extra={
        <Button type="primary" icon={<LogoutOutlined aria-hidden="true" />} onClick={() => void signOut()}>
          {t('account.signOut')}
        </Button>
      }
    />
  );
}
