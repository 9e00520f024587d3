import { CalendarOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailtoUrl } from '../../app/links';
import { useAppConfig } from '../../app/config/appConfig';
import './scheduling.css';

/** How long the calendar may take to load before the mail-to fallback replaces it. */
const loadTimeoutMs = 20_000;

interface SchedulingEmbedProps {
  /** The iframe's accessible title. */
  title: string;
  /** Subject of the fallback e-mail. */
  mailSubject: string;
}

/**
 * The external scheduling widget, inline (the embed URL of the deployment, which sets the month view).
 * Without one, or when it does not load, a mail-to link to the support mailbox takes its place.
 */
export function SchedulingEmbed({ title, mailSubject }: SchedulingEmbedProps) {
  const { t } = useTranslation();
  const { schedulingEmbedUrl, supportEmail } = useAppConfig();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!schedulingEmbedUrl || loaded) return;
    const timer = window.setTimeout(() => setFailed(true), loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [schedulingEmbedUrl, loaded]);

  if (!schedulingEmbedUrl || failed) {
    return (
      <Result
        className="th-scheduling__fallback"
        icon={<CalendarOutlined aria-hidden="true" />}
        title={<h2 className="th-result-title">{t('scheduling.unavailableTitle')}</h2>}
        subTitle={t('scheduling.unavailableText')}
        extra={
          <Button
            type="primary"
            size="large"
            className="th-link-button"
            href={mailtoUrl(supportEmail, mailSubject)}
          >
            {t('scheduling.emailUs', { email: supportEmail })}
          </Button>
        }
      />
    );
  }

  return (
    <div className="th-scheduling">
      {!loaded && (
        <div className="th-scheduling__loading" role="status">
          <Spin />
          <span>{t('scheduling.loading')}</span>
        </div>
      )}
      <iframe
        className="th-scheduling__frame"
        src={schedulingEmbedUrl}
        title={title}
        loading="lazy"
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
    </div>
  );
}
