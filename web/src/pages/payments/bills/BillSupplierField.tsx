import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { suppliersListQuery } from '../../../api/suppliers/queries';

/** The bill's supplier: one of the organisation's, searched by name (and a hint when it has none yet). */
export function BillSupplierField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const suppliers = useQuery(suppliersListQuery({}));
  return (
    <Form.Item
      name="supplierId"
      label={t('payments.bills.form.supplier')}
      rules={[{ required: true, message: t('payments.bills.form.required') }]}
      extra={
        suppliers.isSuccess && suppliers.data.suppliers.length === 0
          ? t('payments.bills.form.noSuppliers')
          : undefined
      }
    >
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={suppliers.isPending}
        placeholder={t('payments.bills.form.supplierPlaceholder')}
        options={(suppliers.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
        data-testid={testId}
      />
    </Form.Item>
  );
}
