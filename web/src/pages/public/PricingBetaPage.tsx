import { ArrowLeftOutlined, MailOutlined, CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/config/appConfig';
import { mailtoUrl } from '../../app/links';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { SchedulingEmbed } from '../../components/scheduling/SchedulingEmbed';

/** /pricing-beta: where every Upgrade button leads; a 15-minute upgrade call (spec section 2). */
export default function PricingBetaPage() {
  const { t } = useTranslation();
  const { supportEmail, schedulingEmbedUrl } = useAppConfig();
  return (
    <div className="th-page-container">
      <Link to={paths.home} className="th-back-link">
        <ArrowLeftOutlined aria-hidden="true" />
        {t('upgrade.backToDashboard')}
      </Link>
      <PageHeader title={t('upgrade.title')} subtitle={t('upgrade.subtitle')} />
      <SchedulingEmbed title={t('upgrade.calendarTitle')} mailSubject={t('upgrade.mailSubject')} />
      <ul className="th-link-list">
        <li>
          <a href={mailtoUrl(supportEmail, t('upgrade.mailSubject'))}>
            <MailOutlined aria-hidden="true" /> {t('upgrade.emailSupport', { email: supportEmail })}
          </a>
        </li>
        {schedulingEmbedUrl && (
          <li>
            <a href={schedulingEmbedUrl} target="_blank" rel="noopener noreferrer">
              <CalendarOutlined aria-hidden="true" /> {t('upgrade.scheduleDirectly')}
              <span className="th-visually-hidden"> {t('public.opensInNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
