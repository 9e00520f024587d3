import { useQuery } from '@tanstack/react-query';
import { Button, Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchesQuery } from '../../api/payment-batches/queries';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { BatchProgress } from './BatchProgress';

const STATUS_COLORS = {
  awaiting_approval: 'gold',
  processing: 'blue',
  completed: 'green',
  rejected: 'red',
} as const;

/** The organisation's batches with their live progress (`batch:changed` moves the bars, no polling). */
export function BatchesCard({ onView }: { onView: (batchId: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const batches = useQuery(batchesQuery());

  let body;
  if (batches.isPending) body = <PageLoading label={t('payments.batches.details.loading')} />;
  else if (!batches.data)
    body = (
      <p role="alert">
        {t('payments.batches.loadFailed')}: {apiErrorMessage(batches.error, t)}{' '}
        <Button size="small" onClick={() => void batches.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  else
    body = (
      <List
        dataSource={batches.data.items}
        rowKey="id"
        locale={{ emptyText: t('payments.batches.empty') }}
        renderItem={(batch) => (
          <List.Item
            data-testid="batch-item"
            data-batch-id={batch.id}
            data-status={batch.status}
            actions={[
              <Button
                key="view"
                size="small"
                onClick={() => onView(batch.id)}
                aria-label={t('payments.batches.viewLabel', { name: batch.fileName })}
                data-testid="batch-view"
              >
                {t('payments.batches.view')}
              </Button>,
            ]}
          >
            <div className="th-batches__item">
              <div className="th-batches__item-head">
                <strong>{batch.fileName}</strong>
                <Tag color={STATUS_COLORS[batch.status]} data-testid="batch-status">
                  {t(`payments.batches.status.${batch.status}`)}
                </Tag>
              </div>
              <div className="th-payments__hint">
                {t('payments.batches.rowsCount', { count: batch.rowCount })} ·{' '}
                {batch.totals.map((total) => format.money(total.amountMinor, total.currency)).join(' · ')} ·{' '}
                {format.dateTime(batch.createdAt)}
              </div>
              <BatchProgress batch={batch} />
            </div>
          </List.Item>
        )}
      />
    );

  return (
    <Card
      className="th-card"
      title={<h2 className="th-card-title">{t('payments.batches.listTitle')}</h2>}
      data-testid="batches-card"
    >
      {body}
    </Card>
  );
}
