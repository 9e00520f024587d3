import type { FxSnapshot } from '@tradehub/contract';
import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../app/config/appConfig';
import { formatTimeAgo, fxStaleAfterMsFrom, isFeedStale } from '../../fx/fxFormat';
import { useNow } from '../../hooks/useNow';
import { useFormat } from '../../i18n/useFormat';

/**
 * 'Last updated: 5 seconds ago' (kept current every second), where the rates come from, and a 'Stale'
 * badge once no tick has arrived for the deployment's fxStaleAfterMs.
 */
export function FxFreshness({
  snapshot,
  updatedAt,
}: {
  snapshot: FxSnapshot;
  updatedAt: number | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const staleAfterMs = fxStaleAfterMsFrom(useAppConfig());
  const now = useNow(1000);
  const hintId = useId();
  const stale = isFeedStale(updatedAt, now, staleAfterMs);
  const lastTime = updatedAt === undefined ? '—' : format.dateTime(new Date(updatedAt));
  const staleHint = t('dashboard.fx.staleHint', { time: lastTime });

  let source: string;
  switch (snapshot.source) {
    case 'simulated':
      source = t('dashboard.fx.sources.simulated');
      break;
    case 'frankfurter':
      // ECB reference rates are published for a calendar day.
      source = t('dashboard.fx.sources.frankfurter', {
        date: format.date(snapshot.asOf, { timeZone: 'UTC' }),
      });
      break;
    case 'seed':
      source = t('dashboard.fx.sources.seed');
      break;
  }

  return (
    <div className="th-fx-freshness">
      <span className="th-fx-freshness__updated">
        <ClockCircleOutlined aria-hidden="true" />{' '}
        <span data-testid="fx-last-updated">
          {t('dashboard.fx.lastUpdated', {
            time: updatedAt === undefined ? '—' : formatTimeAgo(updatedAt, now, format.locale),
          })}
        </span>
      </span>
      <span className="th-fx-freshness__source" data-testid="fx-source" data-source={snapshot.source}>
        {source}
      </span>
      {stale && (
        <>
          <Tooltip title={staleHint} trigger={['hover', 'focus']}>
            <Tag
              color="warning"
              icon={<WarningOutlined aria-hidden="true" />}
              className="th-fx-freshness__stale"
              tabIndex={0}
              aria-describedby={hintId}
              data-testid="fx-stale"
            >
              {t('dashboard.fx.stale')}
            </Tag>
          </Tooltip>
          <span id={hintId} className="th-visually-hidden">
            {staleHint}
          </span>
        </>
      )}
    </div>
  );
}
