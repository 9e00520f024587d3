import { SUPPLIER_STATUSES } from '@tradehub/contract/enums';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat';
import { SupplierStatusTag } from './StatusTags';
import type { SupplierSummary } from './types';

export function SupplierSummaryCard({ suppliers }: { suppliers: SupplierSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={<h2 className="th-card-title">{t('dashboard.suppliers.title')}</h2>} className="th-card">
      <Statistic title={t('dashboard.suppliers.total')} value={format.number(suppliers.total)} />
      <ul className="th-status-counts" aria-label={t('dashboard.suppliers.byStatus')}>
        {SUPPLIER_STATUSES.map((status) => (
          <li key={status}>
            <SupplierStatusTag status={status}>
              {t('dashboard.suppliers.statusCount', {
                status: t(`supplierStatus.${status}`),
                count: format.number(suppliers.byStatus[status] ?? 0),
              })}
            </SupplierStatusTag>
          </li>
        ))}
      </ul>
    </Card>
  );
}
