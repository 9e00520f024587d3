import type { HTMLAttributes } from 'react';
import type { BillItem } from '../../../api/bills/queries';

/** The attributes that name a bill's row (a table row or a phone card) for tests and live updates. */
export const billRowAttributes = (bill: BillItem) =>
  ({
    'data-testid': 'bill-row',
    'data-bill-id': bill.id,
    'data-reference': bill.reference,
    'data-status': bill.status,
  }) as HTMLAttributes<HTMLElement>;
