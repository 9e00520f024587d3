import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteSupplierDocument } from '../../../api/suppliers/queries';
import { ExplainedDisabledButton } from '../../../components/ExplainedDisabledButton';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useFormat } from '../../../i18n/useFormat';
import { DocumentName } from './DocumentName';
import { DocumentUpload } from './DocumentUpload';
import type { SupplierDocumentItem } from './documentTypes';

const statusColor = { valid: 'green', expired: 'red', pending_review: 'gold' } as const;

interface LegalDocumentsProps {
  supplierId: string;
  documents: SupplierDocumentItem[];
  readOnly: boolean;
}

/** Legal documents (name, status, expiry, type) with upload, download and delete. */
export function LegalDocuments({ supplierId, documents, readOnly }: LegalDocumentsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const deletion = useDeleteSupplierDocument(supplierId);

  // The Popconfirm shows its OK button busy until this settles; a failure is said in a message.
  const remove = (doc: SupplierDocumentItem) =>
    deletion.mutateAsync(doc.id).then(
      () => void message.success(t('supplierDetail.documents.deleted')),
      (error: unknown) => void message.error(apiErrorMessage(error, t)),
    );

  return (
    <>
      <Table<SupplierDocumentItem>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={documents}
        locale={{ emptyText: t('supplierDetail.documents.empty') }}
        data-testid="legal-documents"
        columns={[
          {
            key: 'name',
            title: t('supplierDetail.documents.name'),
            render: (_, doc) => <DocumentName doc={doc} />,
          },
          {
            key: 'status',
            title: t('supplierDetail.documents.status'),
            render: (_, doc) => (
              <Tag color={statusColor[doc.status]}>
                {t(`supplierDetail.documents.statuses.${doc.status}`)}
              </Tag>
            ),
          },
          {
            key: 'expiry',
            title: t('supplierDetail.documents.expiry'),
            render: (_, doc) =>
              doc.expiresAt ? format.date(doc.expiresAt) : t('supplierDetail.documents.noExpiry'),
          },
          {
            key: 'type',
            title: t('supplierDetail.documents.type'),
            render: (_, doc) => t(`supplierDetail.documents.types.${doc.type}`),
          },
          {
            key: 'actions',
            title: t('supplierDetail.documents.actions'),
            render: (_, doc) => {
              const label = t('supplierDetail.documents.deleteLabel', { name: doc.name });
              if (readOnly) {
                return (
                  <ExplainedDisabledButton
                    size="small"
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={label}
                    reason={t('suppliers.readOnly')}
                  />
                );
              }
              return (
                <Popconfirm
                  title={t('supplierDetail.documents.deleteConfirm', { name: doc.name })}
                  okText={t('supplierDetail.documents.deleteOk')}
                  cancelText={t('supplierDetail.documents.deleteCancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(doc)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={label}
                    data-testid="document-delete"
                  />
                </Popconfirm>
              );
            },
          },
        ]}
      />
      <DocumentUpload supplierId={supplierId} readOnly={readOnly} />
    </>
  );
}
