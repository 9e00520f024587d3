// The margin guard's default tolerance: an organisation-wide FX setting that Team Managers change (issue 25
// item 5). Audited; the organisation's bills are judged again at once (a 'margin-guard' job of the change).
import { MARGIN_TOLERANCE_BOUNDS } from '@tradehub/contract';
import { Organisation, type EntityManager } from '../../index.js';
import { enqueueJob } from '../../outbox/writer.js';
import { DomainError, domainForbidden } from '../errors.js';
import { TEAM_MANAGEMENT } from '@tradehub/contract';
import { FxEffects, type FxEvents } from './fx-effects.js';
import type { SeatActor } from '../actor.js';

export const MARGIN_TOLERANCE_PERMISSION_MESSAGE =
  "Changing the margin guard's tolerance needs the Team Management permission.";

/** Who may change the tolerance. */
export const canEditMarginTolerance = (actor: Pick<SeatActor, 'permissions'>) =>
  actor.permissions.includes(TEAM_MANAGEMENT);

export async function readMarginTolerance(em: EntityManager, organisationId: string): Promise<number> {
  const organisation = await em.findOneOrFail(Organisation, organisationId, {
    fields: ['marginTolerancePercent'],
  });
  return Number(organisation.marginTolerancePercent);
}

/** Sets the organisation's default tolerance (percent, 0.1–50, two decimals at most). */
export async function setMarginTolerance(
  em: EntityManager,
  actor: SeatActor,
  marginTolerancePercent: number,
): Promise<{ marginTolerancePercent: number; events: FxEvents | null }> {
  if (!canEditMarginTolerance(actor)) throw domainForbidden(MARGIN_TOLERANCE_PERMISSION_MESSAGE);
  const { min, max } = MARGIN_TOLERANCE_BOUNDS;
  const value = marginTolerancePercent;
  if (
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    Math.abs(value * 100 - Math.round(value * 100)) >= 1e-6
  )
    throw new DomainError(
      'invalid',
      'invalid_input',
      `marginTolerancePercent: must be between ${min} and ${max}, with at most two decimals.`,
      'marginTolerancePercent',
    );
  const organisation = await em.findOneOrFail(Organisation, actor.organisationId);
  const before = Number(organisation.marginTolerancePercent);
  const after = Math.round(value * 100) / 100;
  if (before === after) return { marginTolerancePercent: after, events: null };
  organisation.marginTolerancePercent = after;
  const events = new FxEffects(em, actor, { entityType: 'organisation', entityId: organisation.id })
    .audit('organisation.margin_tolerance_set', { marginTolerancePercent: { before, after } })
    .done();
  enqueueJob(em, {
    aggregate: ['organisation', organisation.id],
    queue: 'fx',
    name: 'margin-guard',
    data: { organisationId: organisation.id },
  });
  return { marginTolerancePercent: after, events };
}
