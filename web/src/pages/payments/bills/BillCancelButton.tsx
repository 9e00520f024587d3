import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelBill, type BillItem } from '../../../api/bills/queries';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useBillPermissions } from './useBillPermissions';

/** Cancels a bill after the member confirms; disabled, with the reason, for whoever may not. */
export function BillCancelButton({ bill }: { bill: BillItem }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const cancelHint = useBillPermissions().cancelHint(bill);
  const cancelling = useCancelBill();

  const confirmCancel = () =>
    modal.confirm({
      title: t('payments.bills.cancel.title', { reference: bill.reference }),
      content: t('payments.bills.cancel.text'),
      okText: t('payments.bills.cancel.confirm'),
      okButtonProps: { danger: true, 'data-testid': 'bill-cancel-confirm' } as never,
      cancelText: t('payments.bills.cancel.keep'),
      onOk: () =>
        cancelling.mutateAsync(bill).then(
          () => void message.success(t('payments.bills.cancel.done', { reference: bill.reference })),
          (error: unknown) => void message.error(apiErrorMessage(error, t)),
        ),
    });

  return (
    <Tooltip title={cancelHint ? t(`payments.bills.hints.${cancelHint}`) : undefined}>
      <Button
        size="small"
        danger
        disabled={cancelHint !== undefined}
        onClick={confirmCancel}
        aria-label={t('payments.bills.cancel.label', { reference: bill.reference })}
        data-testid="bill-cancel"
      >
        {t('payments.bills.cancel.button')}
      </Button>
    </Tooltip>
  );
}
