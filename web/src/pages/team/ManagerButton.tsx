import { Button, Tooltip } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A button that only team managers may use; others see it disabled, with the reason as a tooltip. */
export function ManagerButton({
  allowed,
  reason,
  children,
  ...props
}: { allowed: boolean; reason?: string; children: ReactNode } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const button = (
    <Button {...props} disabled={!allowed}>
      {children}
    </Button>
  );
  return allowed ? (
    button
  ) : (
    <Tooltip title={reason ?? t('team.needsTeamManagement')}>{<span>{button}</span>}</Tooltip>
  );
}
