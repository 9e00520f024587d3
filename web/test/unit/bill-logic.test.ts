import { describe, expect, it } from 'vitest';
import type { BillItem } from '../../src/api/bills/queries';
import {
  apiViewOf,
  billsBatchCsv,
  openAmountText,
  payDateFor,
  daysUntil,
  groupBySupplier,
  isCancellable,
  isPayable,
} from '../../src/pages/payments/bills/billLogic';

const bill = (overrides: Partial<BillItem>): BillItem =>
  ({
    id: 'b1',
    reference: 'INV-1',
    supplier: { id: 's1', name: 'Lyon Textiles' },
    currency: 'EUR',
    amountMinor: 10000,
    paidMinor: 0,
    scheduledMinor: 0,
    openMinor: 10000,
    status: 'open',
    dueDate: '2026-12-01',
    ...overrides,
  }) as BillItem;

describe('the Bills tab’s rules', () => {
  it('writes the batch file paying the bills: the planned amount and day of each, naming it, cells quoted when needed', () => {
    const csv = billsBatchCsv(
      [
        { bill: bill({ id: 'b1', reference: 'INV-1' }), amount: '250000.00', valueDate: '2026-11-27' },
        {
          bill: bill({ id: 'b2', currency: 'JPY', reference: 'PO "7", part 2' }),
          amount: ' 1,500 ',
          valueDate: '2026-12-20',
        },
      ],
      'Wire Transfer',
    );
    expect(csv.split('\r\n')).toEqual([
      'supplier,amount,currency,method,reference,value date,bill',
      's1,250000.00,EUR,Wire Transfer,INV-1,2026-11-27,b1',
      's1,"1,500",JPY,Wire Transfer,"PO ""7"", part 2",2026-12-20,b2',
      '',
    ]);
  });

  it('pays on the due date when asked, but never before today, and starts from what is open', () => {
    expect(payDateFor(bill({ dueDate: '2026-12-20' }), 'due', '2026-11-27')).toBe('2026-12-20');
    expect(payDateFor(bill({ dueDate: '2026-11-20' }), 'due', '2026-11-27')).toBe('2026-11-27');
    expect(payDateFor(bill({ dueDate: '2026-12-20' }), 'today', '2026-11-27')).toBe('2026-11-27');
    expect(openAmountText(bill({ openMinor: 80_050, currency: 'USD' }))).toBe('800.50');
    expect(openAmountText(bill({ openMinor: 1500, currency: 'JPY' }))).toBe('1500');
  });

  it('groups bills by supplier with what is open per currency', () => {
    const groups = groupBySupplier([
      bill({ id: 'a', supplier: { id: 's2', name: 'Zagreb Oak' }, openMinor: 100 }),
      bill({ id: 'b', openMinor: 300 }),
      bill({ id: 'c', openMinor: 200, currency: 'USD' }),
      bill({ id: 'd', openMinor: 50 }),
    ]);
    expect(groups.map((g) => [g.supplier.name, g.bills.map((b) => b.id), g.totals])).toEqual([
      [
        'Lyon Textiles',
        ['b', 'c', 'd'],
        [
          { currency: 'EUR', amountMinor: 350 },
          { currency: 'USD', amountMinor: 200 },
        ],
      ],
      ['Zagreb Oak', ['a'], [{ currency: 'EUR', amountMinor: 100 }]],
    ]);
  });

  it('says which bills may be paid or cancelled, and counts days to the due date', () => {
    expect(isPayable(bill({}))).toBe(true);
    expect(isPayable(bill({ status: 'scheduled', openMinor: 0 }))).toBe(false);
    expect(isPayable(bill({ status: 'partly_paid', openMinor: 10 }))).toBe(true);
    expect(isPayable(bill({ status: 'cancelled' }))).toBe(false);
    expect(isCancellable(bill({}))).toBe(true);
    expect(isCancellable(bill({ scheduledMinor: 1 }))).toBe(false);
    const today = new Date('2026-11-27T23:30:00Z');
    expect(daysUntil('2026-12-01', today)).toBe(4);
    expect(daysUntil('2026-11-25', today)).toBe(-2);
    expect(apiViewOf('by_supplier')).toBe('open');
    expect(apiViewOf('overdue')).toBe('overdue');
  });
});
