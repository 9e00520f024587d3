import { Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { dashboardRanges, type DashboardRange } from './dashboardRange';

interface RangeSelectorProps {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
  /** The figures for `value` are on their way (the previous range's stay on screen meanwhile). */
  updating: boolean;
}

/** 24h / 7d / 30d / 90d: the window of every chart and windowed figure on the dashboard. */
export function RangeSelector({ value, onChange, updating }: RangeSelectorProps) {
  const { t } = useTranslation();
  return (
    <div className="th-range">
      <Segmented<DashboardRange>
        options={dashboardRanges.map((range) => ({
          value: range,
          label: t(`dashboard.range.short.${range}`),
          title: t(`dashboard.range.long.${range}`),
        }))}
        value={value}
        onChange={onChange}
        aria-label={t('dashboard.range.label')}
        data-testid="range-selector"
      />
      <span
        className="th-range__status"
        role="status"
        data-testid="dashboard-updating"
        data-updating={updating}
      >
        {updating && (
          <>
            <Spin size="small" /> {t('dashboard.updating')}
          </>
        )}
      </span>
    </div>
  );
}
