import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierQuery } from '../../../api/suppliers/queries';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { isMissingSupplier } from '../supplierLogic';
import { FailedToLoadSupplier } from './FailedToLoadSupplier';
import { SupplierDetailView } from './SupplierDetailView';

interface SupplierDetailLoaderProps {
  supplierId: string;
  /** The heading level of the supplier's name: 1 on its own page, 2 in the list's pane. */
  headingLevel: 1 | 2;
  /** Shown above the detail once it has loaded (the 'Back to Suppliers' link). */
  before?: ReactNode;
}

/**
 * GET /api/suppliers/:id with its loading, 404 and error states. It stays current through the cache: the
 * writes here and `supplier:changed` (the realtime bridge) make it ask again.
 */
export function SupplierDetailLoader({ supplierId, headingLevel, before }: SupplierDetailLoaderProps) {
  const { t } = useTranslation();
  const detail = useQuery(supplierQuery(supplierId));

  if (!detail.data) {
    if (detail.isError) {
      const notFound = isMissingSupplier(detail.error);
      return (
        <FailedToLoadSupplier
          reason={notFound ? t('supplierDetail.notFound') : apiErrorMessage(detail.error, t)}
        />
      );
    }
    return <PageLoading label={t('supplierDetail.loading')} />;
  }
  return (
    <>
      {before}
      <SupplierDetailView supplier={detail.data.supplier} headingLevel={headingLevel} />
    </>
  );
}
