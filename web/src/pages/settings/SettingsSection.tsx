import { Alert, Card } from 'antd';
import type { ReactNode } from 'react';

/** One card of the Account tab, with its refusal (if any) above the form it holds. */
export function SettingsSection({
  title,
  error,
  children,
}: {
  title: string;
  /** The refusal that belongs to no single field, already in the reader's words. */
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Card className="th-settings__section" title={<h2 className="th-settings__title">{title}</h2>}>
      {error && <Alert type="error" showIcon title={error} className="th-settings__alert" />}
      {children}
    </Card>
  );
}
