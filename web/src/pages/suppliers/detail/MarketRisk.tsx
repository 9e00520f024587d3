import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '../../../api/suppliers/queries';
import { useFormat } from '../../../i18n/useFormat';

type Metric = SupplierDetail['riskMetrics'][number];

const trendIcon = { up: ArrowUpOutlined, down: ArrowDownOutlined, stable: MinusOutlined } as const;

/** Market risk: each category's score, trend and change. */
export function MarketRisk({ metrics }: { metrics: Metric[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table<Metric>
      rowKey="category"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={metrics}
      locale={{ emptyText: t('supplierDetail.market.empty') }}
      data-testid="risk-metrics"
      columns={[
        { key: 'category', title: t('supplierDetail.market.category'), dataIndex: 'category' },
        { key: 'score', title: t('supplierDetail.market.score'), render: (_, m) => format.number(m.score) },
        {
          key: 'trend',
          title: t('supplierDetail.market.trend'),
          render: (_, m) => {
            const Icon = trendIcon[m.trend];
            return (
              <span className={`th-trend th-trend--${m.trend}`}>
                <Icon aria-hidden="true" /> {t(`supplierDetail.market.${m.trend}`)}
              </span>
            );
          },
        },
        {
          key: 'change',
          title: t('supplierDetail.market.change'),
          render: (_, m) =>
            `${format.number(m.changePercent, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })}%`,
        },
      ]}
    />
  );
}
