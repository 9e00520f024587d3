import { Space } from 'antd';
import { billDocumentUrl, type BillItem } from '../../../api/bills/queries';
import { BillAttachButton } from './BillAttachButton';
import { BillCancelButton } from './BillCancelButton';
import { BillDocumentLink } from './BillDocumentLink';
import { isCancellable } from './billLogic';

/** What can be done with one bill: open its document, attach one, cancel it. */
export function BillActions({ bill }: { bill: BillItem }) {
  // Decided here, not inside each part: Space gives every child it is handed a slot, even one that renders nothing.
  const documentUrl = billDocumentUrl(bill);
  return (
    <Space size={4} wrap>
      {documentUrl && <BillDocumentLink bill={bill} href={documentUrl} />}
      {bill.status !== 'cancelled' && <BillAttachButton bill={bill} />}
      {isCancellable(bill) && <BillCancelButton bill={bill} />}
    </Space>
  );
}
