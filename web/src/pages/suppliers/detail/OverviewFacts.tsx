import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '../../../api/suppliers/queries';
import { useFormat } from '../../../i18n/useFormat';

/** The overview's facts: location, category, registration, contact, bank, address, who added and reviewed it. */
export function OverviewFacts({ supplier }: { supplier: SupplierDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('supplierDetail.sanctions.none');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'location',
          label: t('supplierDetail.facts.location'),
          children: supplier.location,
        },
        {
          key: 'category',
          label: t('supplierDetail.facts.category'),
          children: supplier.category,
        },
        {
          key: 'reg',
          label: t('supplierDetail.facts.registrationNumber'),
          children: supplier.registrationNumber ?? none,
        },
        {
          key: 'email',
          label: t('supplierDetail.facts.contactEmail'),
          children: supplier.contactEmail ?? none,
        },
        {
          key: 'bank',
          label: t('supplierDetail.facts.bankAccount'),
          children: supplier.bankAccount ?? none,
        },
        {
          key: 'address',
          label: t('supplierDetail.facts.address'),
          children: supplier.address ?? none,
        },
        {
          key: 'addedBy',
          label: t('supplierDetail.facts.addedBy'),
          children: supplier.createdBy.name,
        },
        ...(supplier.verificationDate
          ? [
              {
                key: 'verifiedOn',
                label: t('supplierDetail.facts.verifiedOn'),
                children: format.date(supplier.verificationDate),
              },
            ]
          : []),
        ...(supplier.rejectionReason
          ? [
              {
                key: 'rejection',
                label: t('supplierDetail.facts.rejectionReason'),
                children: supplier.rejectionReason,
              },
            ]
          : []),
      ]}
    />
  );
}
