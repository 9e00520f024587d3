import { Alert, Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { BatchRowsTable } from './BatchRowsTable';
import { BatchValidationSummary } from './BatchValidationSummary';
import type { BatchFile } from './useBatchFile';

/**
 * The dialog both ways of making a payment batch share: what makes the file (`children`), then the check's
 * answer (the summary and the rows) or its refusal, and Cancel / create. Each caller words it and names its
 * test ids.
 */
export function BatchDialog({
  open,
  title,
  testId,
  batch,
  labels,
  testIds,
  canConfirm,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  batch: BatchFile;
  labels: { cancel: string; confirm: string; checking: string };
  testIds: { confirm: string; checkError?: string; createError: string };
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { validation, creation, answer } = batch;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width="min(1100px, calc(100vw - 16px))"
      destroyOnHidden
      data-testid={testId}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {labels.cancel}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          disabled={!canConfirm}
          loading={creation.isPending}
          onClick={onConfirm}
          data-testid={testIds.confirm}
        >
          {labels.confirm}
        </Button>,
      ]}
    >
      {children}
      <div aria-live="polite" className="th-batches__answer">
        {validation.isPending && <p>{labels.checking}</p>}
        {validation.error && (
          <Alert
            type="error"
            showIcon
            data-testid={testIds.checkError}
            title={apiErrorMessage(validation.error, t)}
          />
        )}
        {creation.error && (
          <Alert
            type="error"
            showIcon
            data-testid={testIds.createError}
            title={apiErrorMessage(creation.error, t)}
          />
        )}
        {answer && !validation.isPending && (
          <>
            <BatchValidationSummary answer={answer} />
            <BatchRowsTable key={answer.fileName + answer.rowCount} rows={answer.rows} />
          </>
        )}
      </div>
    </Modal>
  );
}
