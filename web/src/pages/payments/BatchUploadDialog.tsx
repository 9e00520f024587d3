import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { BATCH_MAX_ROWS } from '@tradehub/contract/constants';
import { Alert, App, Button, Checkbox, Modal, Table, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BATCH_TEMPLATE_URL,
  useCreateBatch,
  useValidateBatch,
  type BatchItem,
  type BatchRow,
  type BatchValidation,
} from '../../api/payment-batches/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { batchReasonTexts } from './batchLogic';

export function ValidationSummary({ answer }: { answer: BatchValidation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseTotal = format.money(answer.baseTotalMinor, answer.baseCurrency);
  const reasons = batchReasonTexts(answer, baseTotal, t, format.money);
  return (
    <div className="th-batches__summary" data-testid="batch-summary">
      {answer.duplicateOf && (
        <Alert
          type="error"
          showIcon
          data-testid="batch-duplicate"
          title={t('payments.batches.duplicate', {
            name: answer.duplicateOf.fileName,
            date: format.date(answer.duplicateOf.createdAt),
          })}
        />
      )}
      <p className="th-batches__counts" data-testid="batch-counts">
        <strong>{t('payments.batches.summary', { valid: answer.validCount, total: answer.rowCount })}</strong>
        {answer.invalidCount > 0 && (
          <span className="th-batches__invalid">
            {' '}
            · {t('payments.batches.invalidRows', { count: answer.invalidCount })}
          </span>
        )}
      </p>
      {answer.totals.length > 0 && (
        <p>
          {t('payments.batches.totals')}:{' '}
          <span data-testid="batch-totals">
            {answer.totals.map((total) => format.money(total.amountMinor, total.currency)).join(' · ')}
          </span>{' '}
          ({t('payments.batches.baseTotal', { base: answer.baseCurrency })}: {baseTotal})
        </p>
      )}
      <div data-testid="batch-approvers" data-count={answer.approvalsRequired}>
        {t('payments.batches.approvers', { count: answer.approvalsRequired })}
        {reasons.length > 0 && (
          <ul className="th-payments__reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {answer.approversMissing > 0 && (
          <p className="th-payments__hint">
            {t('payments.batches.approversMissing', { count: answer.approversMissing })}
          </p>
        )}
      </div>
    </div>
  );
}

export function RowsTable({ rows }: { rows: BatchRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [onlyErrors, setOnlyErrors] = useState(rows.some((row) => row.errors.length > 0));
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => row.errors.length > 0) : rows),
    [rows, onlyErrors],
  );
  const column = (key: keyof BatchRow['values']) => ({
    title: t(`payments.batches.columns.${key}`),
    key,
    render: (_: unknown, row: BatchRow) => row.values[key],
  });
  return (
    <>
      <Checkbox
        checked={onlyErrors}
        onChange={(event) => setOnlyErrors(event.target.checked)}
        data-testid="batch-only-errors"
      >
        {t('payments.batches.onlyErrors')}
      </Checkbox>
      <Table<BatchRow>
        className="th-batches__rows"
        size="small"
        rowKey="row"
        dataSource={shown}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.errors.length > 0 ? 'th-batches__row--error' : '')}
        onRow={(row) =>
          ({
            'data-testid': 'batch-row',
            'data-row': row.row,
            'data-valid': row.errors.length === 0,
          }) as never
        }
        columns={[
          { title: t('payments.batches.columns.row'), dataIndex: 'row', key: 'row' },
          column('supplier'),
          {
            title: t('payments.batches.columns.amount'),
            key: 'amount',
            render: (_, row) =>
              row.parsed ? format.money(row.parsed.amountMinor, row.parsed.currency) : row.values.amount,
          },
          column('currency'),
          column('method'),
          column('reference'),
          column('valueDate'),
          ...(rows.some((row) => row.values.bill)
            ? [
                {
                  title: t('payments.batches.columns.bill'),
                  key: 'bill',
                  render: (_: unknown, row: BatchRow) => row.parsed?.bill?.reference ?? row.values.bill,
                },
              ]
            : []),
          {
            title: t('payments.batches.columns.errors'),
            key: 'errors',
            render: (_, row) =>
              row.errors.length === 0 ? (
                <span className="th-batches__ok">{t('payments.batches.ok')}</span>
              ) : (
                <ul className="th-batches__errors" data-testid="batch-row-errors">
                  {row.errors.map((error) => (
                    <li
                      key={`${error.column}:${error.message}`}
                      data-column={error.column}
                      data-code={error.code}
                    >
                      <strong>{t(`payments.batches.errorColumn.${error.column}`)}</strong>:{' '}
                      {t(`payments.batches.rowErrors.${error.code}`, error.params)}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}

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
  const { message } = App.useApp();
  const [file, setFile] = useState<File | undefined>(undefined);
  const validation = useValidateBatch();
  const creation = useCreateBatch();
  const answer = validation.data;

  const close = () => {
    setFile(undefined);
    validation.reset();
    creation.reset();
    onClose();
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    creation.reset();
    validation.mutate(chosen);
    return false as const;
  };
  const create = () => {
    if (!file) return;
    creation.mutate(file, {
      onSuccess: ({ batch }) => {
        void message.success(t('payments.batches.created', { count: batch.rowCount }));
        close();
        onCreated(batch);
      },
    });
  };
  const canCreate = answer !== undefined && answer.validCount > 0 && !answer.duplicateOf;

  return (
    <Modal
      open={open}
      title={t('payments.batches.title')}
      onCancel={close}
      width="min(1100px, calc(100vw - 16px))"
      destroyOnHidden
      data-testid="batch-dialog"
      footer={[
        <Button key="cancel" onClick={close}>
          {t('payments.batches.cancel')}
        </Button>,
        <Button
          key="create"
          type="primary"
          disabled={!canCreate}
          loading={creation.isPending}
          onClick={create}
          data-testid="batch-create"
        >
          {t('payments.batches.create', { count: answer?.validCount ?? 0 })}
        </Button>,
      ]}
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
      <div aria-live="polite" className="th-batches__answer">
        {validation.isPending && <p>{t('payments.batches.checking')}</p>}
        {validation.error && (
          <Alert
            type="error"
            showIcon
            data-testid="batch-file-error"
            title={apiErrorMessage(validation.error, t)}
          />
        )}
        {creation.error && (
          <Alert
            type="error"
            showIcon
            data-testid="batch-create-error"
            title={apiErrorMessage(creation.error, t)}
          />
        )}
        {answer && !validation.isPending && (
          <>
            <ValidationSummary answer={answer} />
            <RowsTable key={answer.fileName + answer.rowCount} rows={answer.rows} />
          </>
        )}
      </div>
    </Modal>
  );
}
