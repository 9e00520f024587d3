import { Checkbox, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchRow } from '../../api/payment-batches/queries';
import { useFormat } from '../../i18n/useFormat';

/** A checked batch file row by row, each with what is wrong with it; the rows in error first shown alone. */
export function BatchRowsTable({ rows }: { rows: BatchRow[] }) {
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
