// Message parameters as the server writes them (same names and kinds), shared by the tests that read the
// activity and notification catalogues: a batch, a rate alert, a policy change's weakenings and impact, and
// the margin guard's bill.
export const batch = { by: 'Li Wei', count: 12, totals: '12000.00 USD, 500.00 EUR' };
export const rateAlert = { pair: 'USD/CNY', rate: '7.2450' };
/** A policy change's weakenings as the server stores them (contract PolicyWeakening[] as JSON). */
export const weakened = {
  weakensWeakenings: JSON.stringify([
    { kind: 'risk_rule', rule: 'firstPayment', before: 'always', after: 'off' },
    { kind: 'approval_band', fromMinor: 1_000_000, before: 1, after: 0 },
  ]),
  currency: 'USD',
};
export const impact = { impactDeltaMinor: -250_000, impactDeltaCurrency: 'USD', currency: 'CNY' };
/** A bill whose USD cost moved 3 % against a 2 % tolerance. */
export const marginGuard = {
  reference: 'INV-2026-118',
  supplier: 'Lyon Textiles SA',
  openMinor: 25_000_000,
  openCurrency: 'EUR',
  dueDate: '2027-01-11',
  costMovePercent: 3,
  tolerancePercent: 2,
  costDeltaMinor: 825_000,
  costDeltaCurrency: 'USD',
};
