import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, List, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentItem } from '@tradehub/contract';
import { paymentsListQuery, useApprovePayment, useRejectPayment } from '../../api/payments/queries';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { ReasonDialog } from '../suppliers/ReasonDialog';
import { ApprovalProgress, MissingApproversHint } from './ApprovalProgress';
import { useApproveHint } from './usePaymentPermissions';
import { transferMethodName } from '../../i18n/transferMethodName';

/** The payments awaiting approval (the first 20), with Approve and Reject for those the viewer may approve. */
export function PendingApprovalsCard({ onView }: { onView: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const hintFor = useApproveHint();
  const pending = useQuery(paymentsListQuery({ approval: 'awaiting', page: 1, pageSize: 20 }));
  const [rejecting, setRejecting] = useState<PaymentItem | undefined>(undefined);
  const showError = (error: Error) => void message.error(apiErrorMessage(error, t));
  const approval = useApprovePayment();
  const rejection = useRejectPayment();

  const approve = (payment: PaymentItem) =>
    approval.mutate(payment, {
      onSuccess: () => void message.success(t('payments.pending.approved', { name: payment.supplier.name })),
      onError: showError,
    });

  // Rejected (the dialog stays open) when the gateway refuses; the message says why.
  const reject = async (reason: string) => {
    if (!rejecting) return;
    await rejection.mutateAsync({ payment: rejecting, reason }, { onError: showError });
    void message.success(t('payments.pending.rejected', { name: rejecting.supplier.name }));
    setRejecting(undefined);
  };

  let body;
  if (pending.isPending) body = <PageLoading label={t('payments.loading')} />;
  else if (!pending.data)
    body = (
      <p role="alert">
        {apiErrorMessage(pending.error, t)}{' '}
        <Button size="small" onClick={() => void pending.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  else
    body = (
      <List
        dataSource={pending.data.items}
        rowKey="id"
        locale={{ emptyText: t('payments.pending.empty') }}
        renderItem={(payment) => {
          const hint = hintFor(payment);
          // An open sanctions hit, or a screening in progress, holds approving; rejecting stays possible.
          const blocked = hint === 'hintSanctions' || hint === 'hintScreening';
          return (
            <List.Item
              data-testid="pending-payment"
              data-payment-id={payment.id}
              actions={
                payment.canApprove
                  ? [
                      <Button
                        key="approve"
                        type="primary"
                        size="small"
                        disabled={blocked}
                        loading={approval.isPending && approval.variables.id === payment.id}
                        onClick={() => approve(payment)}
                        aria-label={t('payments.pending.approveLabel', { name: payment.supplier.name })}
                        data-testid="payment-approve"
                      >
                        {t('payments.pending.approve')}
                      </Button>,
                      <Button
                        key="reject"
                        danger
                        size="small"
                        onClick={() => setRejecting(payment)}
                        aria-label={t('payments.pending.rejectLabel', { name: payment.supplier.name })}
                        data-testid="payment-reject"
                      >
                        {t('payments.pending.reject')}
                      </Button>,
                    ]
                  : [
                      <Tooltip key="approve" title={hint ? t(`payments.pending.${hint}`) : undefined}>
                        <Button size="small" type="primary" disabled data-testid="payment-approve">
                          {t('payments.pending.approve')}
                        </Button>
                      </Tooltip>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Typography.Link onClick={() => onView(payment.id)}>
                    {payment.supplier.name}
                  </Typography.Link>
                }
                description={
                  <>
                    {format.money(payment.amountMinor, payment.currency)} ·{' '}
                    {transferMethodName(payment.method, t)}
                    <div>
                      <ApprovalProgress payment={payment} />
                    </div>
                    <MissingApproversHint payment={payment} />
                    {hint && (
                      <div className="th-payments__hint" data-testid="approve-hint" data-hint={hint}>
                        {t(`payments.pending.${hint}`)}
                      </div>
                    )}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
    );

  return (
    <Card
      className="th-card"
      title={<h2 className="th-card-title">{t('payments.pending.title')}</h2>}
      data-testid="pending-approvals"
    >
      {body}
      <ReasonDialog
        open={rejecting !== undefined}
        title={t('payments.pending.rejectTitle', { name: rejecting?.supplier.name ?? '' })}
        label={t('payments.pending.reason')}
        okText={t('payments.pending.reject')}
        requiredMessage={t('payments.pending.reasonRequired')}
        testId="payment-reject-dialog"
        pending={rejection.isPending}
        onCancel={() => setRejecting(undefined)}
        onSubmit={reject}
      />
    </Card>
  );
}
