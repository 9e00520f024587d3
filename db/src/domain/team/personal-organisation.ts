import {
  Activity,
  Bill,
  HedgeTarget,
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
 * A person invited into a team usually signed up first, which gave them a business of their own, awaiting
 * review. When their only other seat is such a business — never reviewed, they own it and are its only
 * member, and it holds no suppliers, payments, trades, reports, activity or other business data — it is
 * deleted with the seat (its audit entries stay, detached), so the person simply works in the team. A
 * business with any data, or one an administrator reviewed (a rejection stands), is kept, and the person
 * then belongs to both and switches between them. Call inside the accepting transaction. Returns the id
 * of the deleted organisation, if any.
 */
export async function dropEmptyPersonalOrganisation(
  tx: EntityManager,
  userId: string,
  joinedOrganisationId: string,
): Promise<string | null> {
  const others = await tx.find(Membership, { user: userId, organisation: { $ne: joinedOrganisationId } });
  if (others.length !== 1) return null;
  const organisationId = others[0]!.organisation.id;
  const organisation = await tx.findOneOrFail(Organisation, { id: organisationId });
  if (organisation.status !== 'pending' || organisation.owner?.id !== userId) return null;
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
    () => tx.count(HedgeTarget, owned),
    () => tx.count(Bill, owned),
    () => tx.count(RiskMetricsSnapshot, owned),
  ];
  for (const count of counters) {
    if ((await count()) > 0) return null;
  }
  await tx.nativeDelete(Membership, { id: others[0]!.id });
  await tx.nativeDelete(Organisation, { id: organisationId });
  return organisationId;
}
