// A bill's status from what its payments settled and scheduled (db/src/domain/bills/bill-status.ts).
import { describe, expect, it } from 'vitest';
import { billOpenMinor, billStatusOf } from '../../src/domain/bills/bill-status.js';

const bill = (paidMinor: number, scheduledMinor: number, cancelledAt: Date | null = null) => ({
  amountMinor: 100_000,
  paidMinor,
  scheduledMinor,
  cancelledAt,
});

describe('bill status', () => {
  it('is open, scheduled, partly paid, then paid as its payments cover it', () => {
    expect(billStatusOf(bill(0, 0))).toBe('open');
    expect(billStatusOf(bill(0, 40_000))).toBe('scheduled');
    // Paid money outranks what is still scheduled.
    expect(billStatusOf(bill(1, 99_999))).toBe('partly_paid');
    expect(billStatusOf(bill(99_999, 0))).toBe('partly_paid');
    expect(billStatusOf(bill(100_000, 0))).toBe('paid');
    expect(billStatusOf(bill(120_000, 0))).toBe('paid');
  });

  it('stays cancelled whatever was paid', () => {
    expect(billStatusOf(bill(100_000, 0, new Date()))).toBe('cancelled');
  });

  it('leaves open only what neither settled nor scheduled payments cover, never below zero', () => {
    expect(billOpenMinor(bill(30_000, 20_000))).toBe(50_000);
    expect(billOpenMinor(bill(90_000, 20_000))).toBe(0);
  });
});
