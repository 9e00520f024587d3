import { describe, expect, it } from 'vitest';
import { sandboxOutcome } from '../../src/payments/index.js';

// The money itself (parsing, conversion, the fee table) is the contract's: gateway/contract/test/unit/money.test.ts.
describe('payment money', () => {
  it('declines amounts ending in .13 on the sandbox rail', () => {
    expect(sandboxOutcome({ amountMinor: 10013 })).toMatchObject({ status: 'failed' });
    expect(sandboxOutcome({ amountMinor: 10012 })).toEqual({ status: 'completed' });
  });
});
