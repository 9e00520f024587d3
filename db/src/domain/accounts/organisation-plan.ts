// An administrator switches an organisation's plan (premium: unlimited AI assistant questions). Audited when
// it changes; setting the plan it already has writes nothing.
import { Organisation, type EntityManager } from '../../index.js';
import { recordAudit } from '../audit/record-audit.js';
import { domainNotFound } from '../errors.js';

export async function changeOrganisationPlan(
  em: EntityManager,
  adminId: string,
  organisationId: string,
  plan: { aiPremium: boolean },
): Promise<Organisation> {
  const organisation = await em.findOne(Organisation, { id: organisationId });
  if (!organisation) throw domainNotFound('No organisation with this id.');
  const before = organisation.aiPremium;
  organisation.aiPremium = plan.aiPremium;
  if (before !== organisation.aiPremium)
    recordAudit(em, {
      organisationId: organisation.id,
      actorId: adminId,
      action: 'organisation.plan_changed',
      entityType: 'organisation',
      entityId: organisation.id,
      changes: { aiPremium: { before, after: organisation.aiPremium } },
    });
  await em.flush();
  return organisation;
}
