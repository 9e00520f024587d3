import { useTranslation } from 'react-i18next';
import { useSignedInProfile } from '../../auth/profileContext';

/** Whether the viewer may trade and set hedge targets, and if not, the hint that says why. */
export function useFxManageAccess() {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const canManage = !profile.readOnly && profile.permissions.includes('FX Management');
  const disabledHint = canManage
    ? undefined
    : profile.readOnly
      ? t('fxManagement.readOnly')
      : t('fxManagement.permission');
  return { canManage, disabledHint };
}
