import type { EntityManager } from '@tradehub/db';
import { findOpenScreeningHit, openHitReason, SANCTIONS_HIT_OPEN } from '@tradehub/db/domain';
import { AppError } from '../errors/app-error.js';

/** 409 `sanctions_hit_open`, naming the match, while the supplier has an open screening hit. */
export async function assertNoOpenScreeningHit(em: EntityManager, supplierId: string): Promise<void> {
  const hit = await findOpenScreeningHit(em, supplierId);
  if (hit) throw new AppError(409, SANCTIONS_HIT_OPEN, openHitReason(hit));
}
