import { Drawer, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';
import { BillFromRequestForm } from './BillFromRequestForm';
import { NewBillForm } from './NewBillForm';

/** New bill: a supplier's invoice or a purchase order, with its due date and optional budget rate. */
export function NewBillDrawer({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (bill: BillItem) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'hand' | 'request'>('hand');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('payments.bills.form.title')}
      size={520}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) setMode('hand');
      }}
      data-testid="new-bill-drawer"
    >
      {open && (
        <>
          <Segmented
            block
            className="th-bills__mode"
            value={mode}
            onChange={setMode}
            aria-label={t('payments.bills.form.modeLabel')}
            options={[
              { value: 'hand', label: t('payments.bills.form.modeHand') },
              {
                value: 'request',
                label: <span data-testid="bill-mode-request">{t('payments.bills.form.modeRequest')}</span>,
              },
            ]}
            data-testid="bill-mode"
          />
          {mode === 'hand' ? (
            <NewBillForm onClose={onClose} onCreated={onCreated} />
          ) : (
            <BillFromRequestForm onClose={onClose} onCreated={onCreated} />
          )}
        </>
      )}
    </Drawer>
  );
}
