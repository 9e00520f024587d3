// The sandbox payment rail: no real money moves. Its outcome is deterministic so tests and demos can
// show both endings on purpose:
// - an amount whose minor units end in 13 (e.g. 100.13 USD, 5013 JPY) is declined:
//   'Declined by the sandbox bank (amount ends in .13).';
// - every other amount completes.
// The rail is keyed by the payment's idempotency key: asking twice for one key gives one answer.

export const SANDBOX_DECLINE_REASON = 'Declined by the sandbox bank (amount ends in .13).';

export interface RailInstruction {
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
}

/** A failure's `reasonCode` names an answer TradeHub can say in the reader's language. */
export type RailOutcome =
  { status: 'completed' } | { status: 'failed'; reason: string; reasonCode?: 'sandbox_declined' };

export function sandboxOutcome({ amountMinor }: Pick<RailInstruction, 'amountMinor'>): RailOutcome {
  return amountMinor % 100 === 13
    ? { status: 'failed', reason: SANDBOX_DECLINE_REASON, reasonCode: 'sandbox_declined' }
    : { status: 'completed' };
}

export interface SandboxRail {
  submit(instruction: RailInstruction): Promise<RailOutcome>;
}

/** The simulated rail: a short delay (so the UI can show 'submitted' live), then the deterministic outcome. */
export function createSandboxRail({ delayMs = 300 }: { delayMs?: number } = {}): SandboxRail {
  const answered = new Map<string, RailOutcome>();
  return {
    async submit(instruction) {
      const known = answered.get(instruction.idempotencyKey);
      if (known) return known;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const outcome = sandboxOutcome(instruction);
      answered.set(instruction.idempotencyKey, outcome);
      return outcome;
    },
  };
}
