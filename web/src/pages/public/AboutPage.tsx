import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAuthDialog } from '../../auth/dialog/authDialogContext';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/useFormat';
import { marketingClaims } from '../landing/claims';

/** /about: who we are, with ways to sign in or create an account. */
export default function AboutPage() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const format = useFormat();
  return (
    <div className="th-page-container">
      <Link to={paths.home} className="th-back-link">
        <ArrowLeftOutlined aria-hidden="true" />
        {t('about.backToHome')}
      </Link>
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} />
      <div className="th-prose">
        <p>{t('about.mission')}</p>
        <p>
          {t('about.reach', {
            currencies: format.number(marketingClaims.currencies),
            countries: format.number(marketingClaims.countries),
            businesses: format.number(marketingClaims.businesses),
          })}
        </p>
        <p>{t('about.approach')}</p>
      </div>
      <div className="th-page__actions">
        <Button type="primary" size="large" onClick={() => open('signUp')}>
          {t('about.createAccount')}
        </Button>
        <Button size="large" onClick={() => open('signIn')}>
          {t('about.signIn')}
        </Button>
      </div>
    </div>
  );
}
