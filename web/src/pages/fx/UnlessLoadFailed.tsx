import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

interface UnlessLoadFailedProps {
  query: UseQueryResult;
  /** What failed to load, as the alert's title. */
  title: string;
  children: ReactNode;
}

/**
 * A card's content, unless its query failed with nothing to show: then the failure and a Retry. Data already
 * shown stays when a refetch fails.
 */
export function UnlessLoadFailed({ query, title, children }: UnlessLoadFailedProps) {
  const { t } = useTranslation();
  if (!query.isError || query.data) return <>{children}</>;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={apiErrorMessage(query.error, t)}
      action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
    />
  );
}
