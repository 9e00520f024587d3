import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { SchedulingEmbed } from '../../components/scheduling/SchedulingEmbed';

/** /booking: 'Schedule a Meeting' with the scheduling widget inline. */
export default function BookingPage() {
  const { t } = useTranslation();
  return (
    <div className="th-page-container">
      <PageHeader title={t('booking.title')} subtitle={t('booking.subtitle')} />
      <SchedulingEmbed title={t('booking.calendarTitle')} mailSubject={t('booking.mailSubject')} />
    </div>
  );
}
