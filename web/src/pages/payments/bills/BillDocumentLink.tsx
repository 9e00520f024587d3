import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';

/** The document attached to a bill (`href`, its download address), opened in a new tab. */
export function BillDocumentLink({ bill, href }: { bill: BillItem; href: string }) {
  const { t } = useTranslation();
  return (
    <Button
      type="link"
      size="small"
      href={href}
      target="_blank"
      rel="noopener"
      icon={<PaperClipOutlined aria-hidden="true" />}
      aria-label={t('payments.bills.documentLabel', { reference: bill.reference })}
      data-testid="bill-document"
    >
      {bill.document!.name}
    </Button>
  );
}
