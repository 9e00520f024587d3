import { App, Button, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttachBillDocument, type BillItem } from '../../../api/bills/queries';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useBillPermissions } from './useBillPermissions';

/** Attaches a document to a bill, or replaces the one it has. */
export function BillAttachButton({ bill }: { bill: BillItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const permissions = useBillPermissions();
  const attaching = useAttachBillDocument();
  // A plain file input behind the button (an Upload would wrap the button in a second focusable element).
  const fileInput = useRef<HTMLInputElement>(null);
  const attachText = t(bill.document ? 'payments.bills.attach.replace' : 'payments.bills.attach.button');
  const attach = (file: File) =>
    attaching.mutate(
      { bill, file },
      {
        onSuccess: () => void message.success(t('payments.bills.attach.done', { reference: bill.reference })),
        onError: (error) => void message.error(apiErrorMessage(error, t)),
      },
    );

  return (
    <Tooltip title={permissions.writeHint ? t(`payments.bills.hints.${permissions.writeHint}`) : undefined}>
      <span>
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) attach(file);
          }}
          data-testid="bill-attach-file"
        />
        <Button
          size="small"
          loading={attaching.isPending}
          disabled={!permissions.canWrite}
          onClick={() => fileInput.current?.click()}
          // The visible words first, so a voice user saying them reaches this button (axe label-content-name-mismatch).
          aria-label={t('payments.bills.attach.label', { action: attachText, reference: bill.reference })}
          data-testid="bill-attach"
        >
          {attachText}
        </Button>
      </span>
    </Tooltip>
  );
}
