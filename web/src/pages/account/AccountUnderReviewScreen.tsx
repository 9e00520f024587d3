import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../app/config/appConfig';
import { mailtoUrl } from '../../app/links';
import { paths } from '../../app/paths';
import './account.css';

/** /payments, /fx-management and /team until the account is approved (spec section 2). */
export default function AccountUnderReviewScreen() {
  const { t } = useTranslation();
  const { supportEmail } = useAppConfig();
  const navigate = useNavigate();
  return (
    <Result
      className="th-account-notice"
      status="warning"
      icon={<SafetyCertificateOutlined aria-hidden="true" />}
      title={<h1 className="th-result-title">{t('account.underReview.title')}</h1>}
      subTitle={
        <>
          <p>{t('account.underReview.demoMode')}</p>
          <p>{t('account.underReview.fullAccess')}</p>
          <p>
            <Trans
              i18nKey="account.underReview.contact"
              values={{ email: supportEmail }}
              components={{
                // The text is Trans's (the translation's {{email}}); the same address here lets lint see a name.
                mail: (
                  <a href={mailtoUrl(supportEmail, t('account.underReview.mailSubject'))}>{supportEmail}</a>
                ),
              }}
            />
          </p>
        </>
      }
      extra={
        <Button type="primary" onClick={() => void navigate(paths.home)}>
          {t('account.underReview.returnToDashboard')}
        </Button>
      }
    />
  );
}
