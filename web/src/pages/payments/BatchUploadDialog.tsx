import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { BATCH_MAX_ROWS } from '@tradehub/contract/constants';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_TEMPLATE_URL, type BatchItem } from '../../api/payment-batches/queries';
import { BatchDialog } from './BatchDialog';
import { useBatchFile } from './useBatchFile';

/** Pay many suppliers: the template, a file checked row by row, then the batch of its valid rows. */
export function BatchUploadDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (batch: BatchItem) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | undefined>(undefined);
  const batch = useBatchFile();

  const close = () => {
    setFile(undefined);
    batch.reset();
    onClose();
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    batch.creation.reset();
    batch.validation.mutate(chosen);
    return false as const;
  };
  const create = () => {
    if (!file) return;
    batch.create(
      file,
      (created) => t('payments.batches.created', { count: created.rowCount }),
      (created) => {
        close();
        onCreated(created);
      },
    );
  };

  return (
    <BatchDialog
      open={open}
      title={t('payments.batches.title')}
      testId="batch-dialog"
      batch={batch}
      labels={{
        cancel: t('payments.batches.cancel'),
        confirm: t('payments.batches.create', { count: batch.answer?.validCount ?? 0 }),
        checking: t('payments.batches.checking'),
      }}
      testIds={{ confirm: 'batch-create', checkError: 'batch-file-error', createError: 'batch-create-error' }}
      canConfirm={batch.creatable}
      onConfirm={create}
      onClose={close}
    >
      <p className="th-payments__text">
        {t('payments.batches.intro', { max: BATCH_MAX_ROWS.toLocaleString() })}
      </p>
      <Button
        icon={<DownloadOutlined aria-hidden="true" />}
        href={BATCH_TEMPLATE_URL}
        download
        data-testid="batch-template"
        className="th-batches__template"
      >
        {t('payments.batches.template')}
      </Button>
      <Upload.Dragger
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        beforeUpload={choose}
        data-testid="batch-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">{file ? file.name : t('payments.batches.pick')}</p>
        <p className="ant-upload-hint">{t('payments.batches.pickHint')}</p>
      </Upload.Dragger>
    </BatchDialog>
  );
}
