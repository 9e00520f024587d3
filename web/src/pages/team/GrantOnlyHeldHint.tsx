import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { permissionListText } from '../../i18n/teamWords';

/**
 * Says which permissions the person cannot grant because they do not hold them (the gateway answers 403
 * `permission_not_held` otherwise); nothing when they may grant every one.
 */
export function GrantOnlyHeldHint({ locked }: { locked: readonly string[] }) {
  const { t } = useTranslation();
  if (locked.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="th-team-dialog__hint"
      data-testid="team-grant-only-held"
      title={t('team.grantOnlyHeld', { list: permissionListText(locked, t) })}
    />
  );
}
