import { SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '../../../api/suppliers/queries';
import { RiskLevelTag, SupplierStatusTag } from '../../dashboard/StatusTags';

const screeningColor = {
  not_screened: 'default',
  pending: 'processing',
  clear: 'green',
  hit: 'red',
  dismissed: 'blue',
} as const;

/** The supplier's name with its status, risk and screening tags, location and category. */
export function DetailHeader({ supplier, headingLevel }: { supplier: SupplierDetail; headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="th-supplier-detail__header">
      <Heading className="th-supplier-detail__name">{supplier.name}</Heading>
      <div className="th-supplier-detail__tags">
        <span data-testid="supplier-status" data-status={supplier.status}>
          <SupplierStatusTag status={supplier.status} />
        </span>
        <RiskLevelTag level={supplier.riskScore} testId="supplier-risk" />
        <Tag
          color={screeningColor[supplier.screeningStatus]}
          icon={supplier.screeningStatus === 'pending' ? <SyncOutlined spin aria-hidden="true" /> : undefined}
          data-testid="supplier-screening-status"
          data-status={supplier.screeningStatus}
        >
          {t(`supplierDetail.screening.${supplier.screeningStatus}`)}
        </Tag>
      </div>
      <p className="th-supplier-muted">
        {supplier.location} · {supplier.category}
      </p>
    </header>
  );
}
