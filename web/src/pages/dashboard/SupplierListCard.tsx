import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RiskBadge, SupplierStatusTag } from './StatusTags';
import type { SupplierItem } from './types';

export function SupplierListCard({ suppliers }: { suppliers: SupplierItem[] }) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<SupplierItem>>(
    () => [
      {
        key: 'name',
        title: t('dashboard.suppliers.columns.name'),
        dataIndex: 'name',
        render: (name: string) => <strong>{name}</strong>,
      },
      { key: 'location', title: t('dashboard.suppliers.columns.location'), dataIndex: 'location' },
      { key: 'category', title: t('dashboard.suppliers.columns.category'), dataIndex: 'category' },
      {
        key: 'status',
        title: t('dashboard.suppliers.columns.status'),
        dataIndex: 'status',
        render: (status: SupplierItem['status']) => <SupplierStatusTag status={status} />,
      },
      {
        key: 'risk',
        title: t('dashboard.suppliers.columns.risk'),
        dataIndex: 'riskScore',
        render: (level: SupplierItem['riskScore']) => <RiskBadge level={level} />,
      },
    ],
    [t],
  );

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.suppliers.listTitle')}</h2>}
      className="th-card th-card--table"
    >
      {suppliers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.suppliers.empty')} />
      ) : (
        <Table<SupplierItem>
          rowKey="id"
          columns={columns}
          dataSource={suppliers}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
        />
      )}
    </Card>
  );
}
