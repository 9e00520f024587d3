import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import { formatFileSize } from '../supplierLogic';
import { DocumentName } from './DocumentName';
import type { SupplierDocumentItem } from './documentTypes';

/** Financial documents: name, type, size and date. */
export function FinancialDocuments({ documents }: { documents: SupplierDocumentItem[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table<SupplierDocumentItem>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={documents}
      locale={{ emptyText: t('supplierDetail.documents.empty') }}
      data-testid="financial-documents"
      columns={[
        {
          key: 'name',
          title: t('supplierDetail.documents.name'),
          render: (_, doc) => <DocumentName doc={doc} />,
        },
        {
          key: 'type',
          title: t('supplierDetail.documents.type'),
          render: (_, doc) => t(`supplierDetail.documents.types.${doc.type}`),
        },
        {
          key: 'size',
          title: t('supplierDetail.documents.size'),
          render: (_, doc) => formatFileSize(doc.sizeBytes),
        },
        {
          key: 'date',
          title: t('supplierDetail.documents.date'),
          render: (_, doc) => format.date(doc.uploadedAt),
        },
      ]}
    />
  );
}
