// One booked trade that the FX booking command, the structured-audit-values migration and the audit reader's
// tests all describe, kept in one place so they cannot drift apart. No imports: web unit tests use it too.

/**
 * A forward buy of EUR 1,000.00, valued 24 December 2026, at 0.92184 EUR per 1 USD (EUR spot 0.92 for 73 days,
 * db/src/domain/fx/pricing.ts): its terms as quoted, the audit value the contract writes for it (`auditFxTrade`:
 * the pair as treasurers read it, 1 ÷ 0.92184 = EUR/USD 1.0848, to the day) and the English sentence audit
 * rows held for it before the structured-audit-values migration.
 */
export const bookedEurForward = {
  terms: {
    kind: 'forward',
    side: 'buy',
    currency: 'EUR',
    amountMinor: 100_000,
    usdAmountMinor: 108_479,
    rate: 0.92184,
    valueDate: '2026-12-24T00:00:00.000Z',
  },
  auditValue: {
    kind: 'forward',
    side: 'buy',
    amountMinor: 100_000,
    currency: 'EUR',
    pair: 'EUR/USD',
    rate: '1.0848',
    valueDate: '2026-12-24',
  },
  legacyAuditSentence: 'forward buy EUR 100000 @ 0.92184 value 2026-12-24',
} as const;
