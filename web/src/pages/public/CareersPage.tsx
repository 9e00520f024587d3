import { Empty } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useAppConfig } from '../../app/config/appConfig';
import { mailtoUrl } from '../../app/links';
import { PageHeader } from '../../components/PageHeader';

/** /careers: no positions are open (spec section 2). */
export default function CareersPage() {
  const { t } = useTranslation();
  const { supportEmail } = useAppConfig();
  return (
    <div className="th-page-container">
      <PageHeader title={t('careers.title')} subtitle={t('careers.subtitle')} />
      <Empty
        description={
          <>
            <strong>{t('careers.noPositions')}</strong>
            <br />
            <Trans
              i18nKey="careers.keepInTouch"
              values={{ email: supportEmail }}
              components={{
                // The text is Trans's (the translation's {{email}}); the same address here lets lint see a name.
                mail: <a href={mailtoUrl(supportEmail, t('careers.mailSubject'))}>{supportEmail}</a>,
              }}
            />
          </>
        }
      />
    </div>
  );
}
