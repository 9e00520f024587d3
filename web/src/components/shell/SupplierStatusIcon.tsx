import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SupplierStatus } from '../../pages/dashboard/types';

// Colours of the scheme in use (app/theme.css).
const icons = {
  verified: { Icon: CheckCircleFilled, color: 'var(--th-success)' },
  pending: { Icon: ClockCircleFilled, color: 'var(--th-caution)' },
  rejected: { Icon: CloseCircleFilled, color: 'var(--th-danger)' },
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
