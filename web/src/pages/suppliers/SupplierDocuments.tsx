import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { SupplierDetail, SupplierDocumentItem } from '@tradehub/contract';
import { App, Button, Form, Input, Popconfirm, Select, Table, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { formatFileSize, supplierPath } from './supplierLogic';

type DocumentType = SupplierDocumentItem['type'];
// The contract's SUPPLIER_DOCUMENT_TYPES lives beside zod, so the web keeps its own copy of the values.
const documentTypes: readonly DocumentType[] = [
  'document',
  'license',
  'certification',
  'financial_statement',
];
const statusColor = { valid: 'green', expired: 'red', pending_review: 'gold' } as const;

/** Financial documents: name, type, size and date. */
export function FinancialDocumentsTable({ documents }: { documents: SupplierDocumentItem[] }) {
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

function DocumentName({ doc }: { doc: SupplierDocumentItem }) {
  const { t } = useTranslation();
  if (!doc.downloadUrl) return <span>{doc.name}</span>;
  return (
    <a
      href={doc.downloadUrl}
      download={doc.name}
      aria-label={t('supplierDetail.documents.downloadLabel', { name: doc.name })}
      data-testid="document-download"
    >
      <DownloadOutlined aria-hidden="true" /> {doc.name}
    </a>
  );
}

interface LegalDocumentsProps {
  supplier: SupplierDetail;
  documents: SupplierDocumentItem[];
  readOnly: boolean;
  onChanged: () => void;
}

/** Legal documents (name, status, expiry, type) with upload, download and delete. */
export function LegalDocuments({ supplier, documents, readOnly, onChanged }: LegalDocumentsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();

  const remove = async (doc: SupplierDocumentItem) => {
    try {
      await api.delete(`${supplierPath(supplier.id)}/documents/${encodeURIComponent(doc.id)}`);
      void message.success(t('supplierDetail.documents.deleted'));
      onChanged();
    } catch (error) {
      void message.error(apiErrorMessage(error, t));
    }
  };

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
                  <Tooltip title={t('suppliers.readOnly')} trigger={['hover', 'focus']}>
                    <Button size="small" icon={<DeleteOutlined />} disabled aria-label={label} />
                  </Tooltip>
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
                    icon={<DeleteOutlined />}
                    aria-label={label}
                    data-testid="document-delete"
                  />
                </Popconfirm>
              );
            },
          },
        ]}
      />
      <UploadForm supplierId={supplier.id} readOnly={readOnly} onUploaded={onChanged} />
    </>
  );
}

interface UploadValues {
  type: DocumentType;
  expiresAt?: string;
}

function UploadForm({
  supplierId,
  readOnly,
  onUploaded,
}: {
  supplierId: string;
  readOnly: boolean;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  const submit = async (values: UploadValues) => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(t('supplierDetail.documents.upload.fileRequired'));
      return;
    }
    setFileError(undefined);
    setError(undefined);
    setUploading(true);
    const body = new FormData();
    body.append('type', values.type);
    if (values.expiresAt) body.append('expiresAt', values.expiresAt);
    body.append('file', file);
    try {
      await api.post(`${supplierPath(supplierId)}/documents`, body);
      void message.success(t('supplierDetail.documents.upload.uploaded'));
      form.resetFields();
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setUploading(false);
    }
  };

  const submitButton = (
    <Button
      type="primary"
      htmlType="submit"
      icon={<UploadOutlined />}
      loading={uploading}
      disabled={readOnly}
      data-testid="document-upload-submit"
    >
      {t('supplierDetail.documents.upload.submit')}
    </Button>
  );

  return (
    <section className="th-supplier-upload" aria-labelledby={`upload-title-${supplierId}`}>
      <h3 id={`upload-title-${supplierId}`} className="th-supplier-section-title">
        {t('supplierDetail.documents.upload.title')}
      </h3>
      <Form<UploadValues>
        form={form}
        name="document-upload"
        layout="vertical"
        initialValues={{ type: 'document' }}
        onFinish={(values) => void submit(values)}
        disabled={readOnly}
        data-testid="document-upload-form"
      >
        <Form.Item
          label={t('supplierDetail.documents.upload.file')}
          htmlFor={`upload-file-${supplierId}`}
          extra={t('supplierDetail.documents.upload.fileHint')}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError}
        >
          <input
            id={`upload-file-${supplierId}`}
            ref={fileInput}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg"
            disabled={readOnly}
            className="th-supplier-upload__file"
            data-testid="document-upload-file"
          />
        </Form.Item>
        <Form.Item name="type" label={t('supplierDetail.documents.upload.type')}>
          <Select
            data-testid="document-upload-type"
            options={documentTypes.map((type) => ({
              value: type,
              label: t(`supplierDetail.documents.types.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="expiresAt" label={t('supplierDetail.documents.upload.expiresAt')}>
          <Input type="date" data-testid="document-upload-expiry" />
        </Form.Item>
        {error && (
          <p role="alert" className="th-supplier-error">
            {error}
          </p>
        )}
        {readOnly ? (
          <Tooltip title={t('suppliers.readOnly')} trigger={['hover', 'focus']}>
            <span tabIndex={0}>{submitButton}</span>
          </Tooltip>
        ) : (
          submitButton
        )}
      </Form>
    </section>
  );
}
