import {
  Activity,
  CurrencyExposure,
  FxTrade,
  Membership,
  Organisation,
  Payment,
  PaymentMethod,
  PaymentRequest,
  Report,
  RiskMetricsSnapshot,
  Supplier,
  type EntityManager,
} from '../../index.js';

/**
 * A person invited into a team usually signed up first, which gave them a personal organisation of their
 * own. The viewer is resolved from a person's oldest seat, so that empty organisation would hide the team
 * they just joined. When their only other seat is such an organisation — they are its only member and it
 * holds no suppliers, payments, trades, reports, activity or other business data — it is deleted with
 * the seat (its audit entries stay, detached). An organisation with any business data is kept, and the
 * person then belongs to both (their oldest seat stays theirs). Call inside the accepting transaction.
 * Returns the id of the deleted organisation, if any.
 */
export async function dropEmptyPersonalOrganisation(
  tx: EntityManager,
  userId: string,
  joinedOrganisationId: string,
): Promise<string | null> {
  const others = await tx.find(Membership, { user: userId, organisation: { $ne: joinedOrganisationId } });
  if (others.length !== 1) return null;
  const organisationId = others[0]!.organisation.id;
  if ((await tx.count(Membership, { organisation: organisationId })) !== 1) return null;
  const owned = { organisation: organisationId };
  // One connection in a transaction: counted one after another.
  const counters = [
    () => tx.count(Supplier, owned),
    () => tx.count(Payment, owned),
    () => tx.count(FxTrade, owned),
    () => tx.count(Report, owned),
    () => tx.count(Activity, owned),
    () => tx.count(PaymentRequest, owned),
    () => tx.count(PaymentMethod, owned),
    () => tx.count(CurrencyExposure, owned),
    () => tx.count(RiskMetricsSnapshot, owned),
  ];
  for (const count of counters) {
    if ((await count()) > 0) return null;
  }
  await tx.nativeDelete(Membership, { id: others[0]!.id });
  await tx.nativeDelete(Organisation, { id: organisationId });
  return organisationId;
}
