import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SupplierStatus } from '../../pages/dashboard/types';

const icons = {
  verified: { Icon: CheckCircleFilled, color: '#16a34a' },
  pending: { Icon: ClockCircleFilled, color: '#ca8a04' },
  rejected: { Icon: CloseCircleFilled, color: '#dc2626' },
} as const;

/** A supplier's status as a coloured icon, with its name for screen readers. */
export function SupplierStatusIcon({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation();
  const { Icon, color } = icons[status];
  return (
    <span className="th-status-icon" style={{ color }}>
      <Icon aria-hidden="true" />
      <span className="th-visually-hidden">{t(`supplierStatus.${status}`)}</span>
    </span>
  );
}
