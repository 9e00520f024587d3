import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat';
import type { FxRate } from './types';

export function FxRatesCard({ rates }: { rates: FxRate[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={<h2 className="th-card-title">{t('dashboard.fx.title')}</h2>} className="th-card">
      {rates.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.fx.empty')} />
      ) : (
        <ul className="th-fx-list">
          {rates.map((rate) => (
            <li key={`${rate.base}/${rate.quote}`} className="th-fx-list__item">
              <div className="th-fx-list__quote">
                <span className="th-fx-list__pair">
                  {rate.base}/{rate.quote}
                </span>{' '}
                <span className="th-fx-list__rate">{format.rate(rate.rate)}</span>
              </div>
              <div className="th-fx-list__meta">
                <span>{t('dashboard.fx.source', { source: rate.source })}</span>
                <time dateTime={rate.asOf}>
                  {t('dashboard.fx.asOf', { time: format.dateTime(rate.asOf) })}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
