import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentQuery, paymentSettingsQuery } from '../../api/payments/queries';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { ApprovalProgress, MissingApproversHint } from './ApprovalProgress';
import { bandFor } from '@tradehub/contract/rules/approval-bands';
import { approvalReasonTexts } from './approvalReasonTexts';
import { PaymentStatusTags } from './PaymentTags';
import { PairRate } from '../../fx/PairRate';
import { transferMethodName } from '../../i18n/transferMethodName';
import { paymentEventText } from './paymentEventText';

function PaymentDetails({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const detail = useQuery(paymentQuery(paymentId));
  const settings = useQuery(paymentSettingsQuery());
  const base = settings.data?.baseCurrency ?? 'USD';

  if (detail.isPending) return <PageLoading label={t('payments.details.loading')} />;
  if (!detail.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('payments.details.loadFailed')}
        description={apiErrorMessage(detail.error, t)}
        action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const { payment } = detail.data;
  const dash = '—';
  const events = payment.events.map((event) => ({ event, text: paymentEventText(event, t, format) }));
  // Why it failed, in the reader's language: said by the timeline entry that failed it (the stored reason is
  // the server's English).
  const ending = events.findLast(({ event }) => event.event === 'failed' || event.event === 'rejected');
  const failureText =
    ending?.event.event === 'rejected'
      ? t('payments.details.rejectedBy', { name: ending.event.by ?? dash, reason: ending.event.note ?? dash })
      : ending?.event.messageKey
        ? ending.text.note
        : payment.failureReason;
  // Today's bands name the band of an over-threshold payment (the reason itself was recorded when it was made).
  const band =
    settings.data && payment.baseAmountMinor !== null
      ? bandFor(settings.data.approvalTiers, payment.baseAmountMinor)
      : undefined;
  const reasons = approvalReasonTexts(
    {
      reasons: payment.approvalReasons,
      basis: payment.approvalBasis,
      baseCurrency: base,
      threshold: band ? format.money(band.fromMinor, base) : dash,
    },
    t,
    format.money,
  );
  return (
    <div data-testid="payment-details" data-status={payment.status} data-approval={payment.approvalStatus}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('payments.details.supplier')}>{payment.supplier.name}</Descriptions.Item>
        <Descriptions.Item label={t('payments.details.amount')}>
          {format.money(payment.amountMinor, payment.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.status')}>
          <span data-testid="payment-details-status">
            <PaymentStatusTags payment={payment} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.approval')}>
          {t(`payments.approval.${payment.approvalStatus}`)}
        </Descriptions.Item>
        {reasons.length > 0 && (
          <Descriptions.Item label={t('payments.details.whyApproval')}>
            <ul className="th-payments__reasons" data-testid="payment-approval-reasons">
              {reasons.map(({ reason, text }) => (
                <li key={reason} data-reason={reason}>
                  {text}
                </li>
              ))}
            </ul>
          </Descriptions.Item>
        )}
        {payment.approvalStatus !== 'not_required' && (
          <Descriptions.Item label={t('payments.approvals.title')}>
            <ApprovalProgress payment={payment} />
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('payments.details.method')}>
          {transferMethodName(payment.method, t)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.reference')}>
          {payment.reference ?? dash}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.date')}>
          {format.dateTime(payment.date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.rate')}>
          {payment.fxRate === null ? (
            dash
          ) : (
            <PairRate base={base} currency={payment.currency} rate={payment.fxRate} />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.baseAmount')}>
          {payment.baseAmountMinor === null ? dash : format.money(payment.baseAmountMinor, base)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.fee')}>
          {payment.feeMinor === null ? dash : format.money(payment.feeMinor, base)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.createdBy')}>
          {payment.createdBy.name}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.details.approvedBy')}>
          {payment.approvedBy?.name ?? dash}
        </Descriptions.Item>
        {payment.failureReason && (
          <Descriptions.Item label={t('payments.details.failureReason')}>
            <span data-testid="payment-failure-reason">{failureText}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <MissingApproversHint payment={payment} />
      <h3 className="th-payments__timeline-title">{t('payments.details.timeline')}</h3>
      <Timeline
        data-testid="payment-timeline"
        items={events.map(({ event, text }) => ({
          key: `${event.at}-${event.event}`,
          content: (
            <div data-testid="payment-event" data-event={event.event}>
              <strong>{text.title}</strong> <time dateTime={event.at}>{format.dateTime(event.at)}</time>
              {event.by && <div>{t('payments.details.by', { name: event.by })}</div>}
              {text.note && <div data-testid="payment-event-note">{text.note}</div>}
            </div>
          ),
        }))}
      />
    </div>
  );
}

export function PaymentDetailsDrawer({
  paymentId,
  onClose,
}: {
  paymentId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={paymentId !== undefined}
      onClose={onClose}
      title={t('payments.details.title')}
      size={520}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      data-testid="payment-details-drawer"
    >
      {paymentId && <PaymentDetails key={paymentId} paymentId={paymentId} />}
    </Drawer>
  );
}
