import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  batchQuery,
  batchResultUrl,
  useApproveBatch,
  useRejectBatch,
  type BatchItem,
} from '../../api/payment-batches/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { ReasonDialog } from '../suppliers/ReasonDialog';
import { batchReasonTexts } from './batchLogic';
import { BatchProgress } from './BatchProgress';

function ApprovalActions({ batch }: { batch: BatchItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const approval = useApproveBatch();
  const rejection = useRejectBatch();
  const [rejecting, setRejecting] = useState(false);
  const showError = (error: Error) => void message.error(apiErrorMessage(error, t));
  if (batch.status !== 'awaiting_approval') return null;
  if (!batch.canApprove) {
    const hint =
      batch.createdBy.id === profile.id
        ? 'hintOwn'
        : !profile.permissions.includes('Payment Approval')
          ? 'hintPermission'
          : undefined;
    return hint ? (
      <p className="th-payments__hint" data-testid="batch-approve-hint">
        {t(`payments.batches.details.${hint}`)}
      </p>
    ) : null;
  }
  return (
    <>
      <Space wrap>
        <Button
          type="primary"
          loading={approval.isPending}
          data-testid="batch-approve"
          onClick={() =>
            approval.mutate(batch, {
              onSuccess: () => void message.success(t('payments.batches.details.approved')),
              onError: showError,
            })
          }
        >
          {t('payments.batches.details.approve')}
        </Button>
        <Button danger data-testid="batch-reject" onClick={() => setRejecting(true)}>
          {t('payments.batches.details.reject')}
        </Button>
      </Space>
      <ReasonDialog
        open={rejecting}
        title={t('payments.batches.details.rejectTitle', { name: batch.fileName })}
        label={t('payments.batches.details.reason')}
        okText={t('payments.batches.details.reject')}
        requiredMessage={t('payments.batches.details.reasonRequired')}
        testId="batch-reject-dialog"
        pending={rejection.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await rejection.mutateAsync({ batch, reason }, { onError: showError });
          void message.success(t('payments.batches.details.rejected'));
          setRejecting(false);
        }}
      />
    </>
  );
}

function BatchDetails({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const detail = useQuery(batchQuery(batchId));
  if (detail.isPending) return <PageLoading label={t('payments.batches.details.loading')} />;
  if (!detail.data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('payments.batches.loadFailed')}
        description={apiErrorMessage(detail.error, t)}
        action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const { batch } = detail.data;
  const baseTotal = format.money(batch.baseTotalMinor, batch.baseCurrency);
  const reasons = batchReasonTexts(batch, baseTotal, t, format.money);
  return (
    <div className="th-batches__details" data-testid="batch-details" data-status={batch.status}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('payments.batches.details.status')}>
          <span data-testid="batch-details-status">{t(`payments.batches.status.${batch.status}`)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.batches.details.file')}>{batch.fileName}</Descriptions.Item>
        <Descriptions.Item label={t('payments.batches.details.createdBy')}>
          {batch.createdBy.name} · {format.dateTime(batch.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.batches.details.rows')}>{batch.rowCount}</Descriptions.Item>
        <Descriptions.Item label={t('payments.batches.details.totals')}>
          {batch.totals.map((total) => format.money(total.amountMinor, total.currency)).join(' · ')}
          <div className="th-payments__hint">
            {t('payments.batches.baseTotal', { base: batch.baseCurrency })}: {baseTotal}
          </div>
        </Descriptions.Item>
        {batch.approvalsRequired > 0 && (
          <Descriptions.Item label={t('payments.batches.details.approvals')}>
            {t('payments.batches.details.approvalsValue', {
              given: batch.approvals.length,
              needed: batch.approvalsRequired,
            })}
            {batch.approvals.length > 0 && <div>{batch.approvals.map((a) => a.name).join(', ')}</div>}
          </Descriptions.Item>
        )}
        {reasons.length > 0 && (
          <Descriptions.Item label={t('payments.batches.details.reasons')}>
            <ul className="th-payments__reasons">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </Descriptions.Item>
        )}
        {batch.rejectionReason && (
          <Descriptions.Item label={t('payments.batches.details.rejectionReason')}>
            {batch.rejectionReason}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('payments.batches.details.progress')}>
          <BatchProgress batch={batch} />
        </Descriptions.Item>
      </Descriptions>
      {batch.approversMissing > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('payments.batches.approversMissing', { count: batch.approversMissing })}
        />
      )}
      <ApprovalActions batch={batch} />
      <Button
        icon={<DownloadOutlined aria-hidden="true" />}
        href={batchResultUrl(batch.id)}
        download
        data-testid="batch-result"
      >
        {t('payments.batches.details.result')}
      </Button>
    </div>
  );
}

/** One batch: totals, approvals (approve or reject for those who may), live progress, the result CSV. */
export function BatchDetailsDrawer({
  batchId,
  onClose,
}: {
  batchId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={batchId !== undefined}
      onClose={onClose}
      title={t('payments.batches.listTitle')}
      size={560}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      data-testid="batch-details-drawer"
    >
      {batchId && <BatchDetails batchId={batchId} />}
    </Drawer>
  );
}
