import { InboxOutlined } from '@ant-design/icons';
import { BATCH_MAX_ROWS } from '@tradehub/contract/constants';
import { Alert, App, Button, Checkbox, Modal, Table, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportBills, type BillImportResult, type BillImportRow } from '../../../api/bills/queries';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';

const columns = [
  'supplier',
  'reference',
  'currency',
  'amount',
  'issueDate',
  'dueDate',
  'budgetRate',
] as const;

function ImportRows({ rows }: { rows: BillImportRow[] }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(rows.some((row) => row.errors.length > 0));
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => row.errors.length > 0) : rows),
    [rows, onlyErrors],
  );
  return (
    <>
      <Checkbox checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)}>
        {t('payments.bills.import.onlyErrors')}
      </Checkbox>
      {/* The rows scroll sideways in this region, which the keyboard can focus and scroll. */}
      <div
        className="th-bills__import-rows"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label={t('payments.bills.import.rowsLabel')}
      >
        <Table<BillImportRow>
          className="th-batches__rows"
          size="small"
          rowKey="row"
          dataSource={shown}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          rowClassName={(row) => (row.errors.length > 0 ? 'th-batches__row--error' : '')}
          onRow={(row) =>
            ({
              'data-testid': 'bill-import-row',
              'data-row': row.row,
              'data-valid': row.errors.length === 0,
            }) as never
          }
          columns={[
            { title: t('payments.bills.import.columns.row'), dataIndex: 'row', key: 'row' },
            ...columns.map((column) => ({
              title: t(`payments.bills.import.columns.${column}`),
              key: column,
              render: (_: unknown, row: BillImportRow) => row.values[column] ?? '',
            })),
            {
              title: t('payments.bills.import.columns.errors'),
              key: 'errors',
              render: (_, row) =>
                row.errors.length === 0 ? (
                  <span className="th-batches__ok">{t('payments.bills.import.ok')}</span>
                ) : (
                  <ul className="th-batches__errors" data-testid="bill-import-errors">
                    {row.errors.map((error) => (
                      <li
                        key={`${error.column}:${error.code}`}
                        data-column={error.column}
                        data-code={error.code}
                      >
                        <strong>
                          {t(`payments.bills.import.columns.${error.column}`, { defaultValue: error.column })}
                        </strong>
                        : {t(`payments.bills.import.errors.${error.code}`, { defaultValue: error.message })}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      </div>
    </>
  );
}

function ImportSummary({ answer }: { answer: BillImportResult }) {
  const { t } = useTranslation();
  return (
    <p className="th-batches__counts" data-testid="bill-import-counts">
      <strong>
        {t('payments.bills.import.summary', { valid: answer.validCount, total: answer.rowCount })}
      </strong>
      {answer.invalidCount > 0 && (
        <span className="th-batches__invalid">
          {' '}
          · {t('payments.bills.import.invalidRows', { count: answer.invalidCount })}
        </span>
      )}
    </p>
  );
}

/** Import bills: a CSV or XLSX checked row by row (a dry run, nothing created), then its valid rows recorded. */
export function BillImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | undefined>(undefined);
  const checking = useImportBills();
  const importing = useImportBills();
  const answer = checking.data;

  const close = () => {
    setFile(undefined);
    checking.reset();
    importing.reset();
    onClose();
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    importing.reset();
    checking.mutate({ file: chosen, dryRun: true });
    return false as const;
  };
  const run = () => {
    if (!file) return;
    importing.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          void message.success(t('payments.bills.import.done', { count: result.createdCount }));
          close();
        },
      },
    );
  };
  const canImport = answer !== undefined && answer.validCount > 0;

  return (
    <Modal
      open={open}
      title={t('payments.bills.import.title')}
      onCancel={close}
      width="min(1100px, calc(100vw - 16px))"
      destroyOnHidden
      data-testid="bill-import-dialog"
      footer={[
        <Button key="cancel" onClick={close}>
          {t('payments.bills.import.cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!canImport}
          loading={importing.isPending}
          onClick={run}
          data-testid="bill-import-run"
        >
          {t('payments.bills.import.run', { count: answer?.validCount ?? 0 })}
        </Button>,
      ]}
    >
      <p className="th-payments__text">
        {t('payments.bills.import.intro', { max: BATCH_MAX_ROWS.toLocaleString() })}
      </p>
      <Upload.Dragger
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        beforeUpload={choose}
        data-testid="bill-import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">{file ? file.name : t('payments.bills.import.pick')}</p>
        <p className="ant-upload-hint">{t('payments.bills.import.pickHint')}</p>
      </Upload.Dragger>
      <div aria-live="polite" className="th-batches__answer">
        {checking.isPending && <p>{t('payments.bills.import.checking')}</p>}
        {checking.error && (
          <Alert
            type="error"
            showIcon
            data-testid="bill-import-error"
            title={apiErrorMessage(checking.error, t)}
          />
        )}
        {importing.error && <Alert type="error" showIcon title={apiErrorMessage(importing.error, t)} />}
        {answer && !checking.isPending && (
          <>
            <ImportSummary answer={answer} />
            <ImportRows key={answer.fileName + answer.rowCount} rows={answer.rows} />
          </>
        )}
      </div>
    </Modal>
  );
}
