import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadSupplierDocument } from '../../../api/suppliers/queries';
import { ExplainedDisabledButton } from '../../../components/ExplainedDisabledButton';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { SUPPLIER_DOCUMENT_TYPES } from '@tradehub/contract/enums';
import type { DocumentType } from './documentTypes';

interface UploadValues {
  type: DocumentType;
  expiresAt?: string;
}

/** 'Upload document': a PDF or image with its type and optional expiry, sent as multipart form data. */
export function DocumentUpload({ supplierId, readOnly }: { supplierId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const upload = useUploadSupplierDocument(supplierId);
  const error = upload.error ? apiErrorMessage(upload.error, t) : undefined;

  const submit = (values: UploadValues) => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(t('supplierDetail.documents.upload.fileRequired'));
      return;
    }
    setFileError(undefined);
    const body = new FormData();
    body.append('type', values.type);
    if (values.expiresAt) body.append('expiresAt', values.expiresAt);
    body.append('file', file);
    upload.mutate(body, {
      onSuccess: () => {
        void message.success(t('supplierDetail.documents.upload.uploaded'));
        form.resetFields();
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  const submitButton = readOnly ? (
    <ExplainedDisabledButton
      type="primary"
      htmlType="button"
      icon={<UploadOutlined aria-hidden="true" />}
      reason={t('suppliers.readOnly')}
      data-testid="document-upload-submit"
    >
      {t('supplierDetail.documents.upload.submit')}
    </ExplainedDisabledButton>
  ) : (
    <Button
      type="primary"
      htmlType="submit"
      icon={<UploadOutlined aria-hidden="true" />}
      loading={upload.isPending}
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
        onFinish={submit}
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
            options={SUPPLIER_DOCUMENT_TYPES.map((type) => ({
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
        {submitButton}
      </Form>
    </section>
  );
}
