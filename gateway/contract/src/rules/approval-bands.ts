// The approval bands of Team → Policies: how many approvals a payment needs by its amount in the
// organisation's base currency. The domain's payment commands decide by it; the web shows the band a quote
// falls in. Plain TypeScript (`@tradehub/contract/rules/approval-bands`).

export interface ApprovalBand {
  /** The band starts at this base-currency amount (minor units), inclusive. */
  fromMinor: number;
  approvers: number;
}

/** The band an amount falls in: the last one starting at or below it (undefined below every band). */
export function bandFor<Band extends ApprovalBand>(
  bands: readonly Band[],
  baseAmountMinor: number,
): Band | undefined {
  let found: Band | undefined;
  for (const band of bands) if (baseAmountMinor >= band.fromMinor) found = band;
  return found;
}

/** The approvals the amount's band asks for; none below every band. */
export function approversForAmount(bands: readonly ApprovalBand[], baseAmountMinor: number): number {
  return bandFor(bands, baseAmountMinor)?.approvers ?? 0;
}
