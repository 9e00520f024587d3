// Payee screening at payment time, for every supplier the rows name: screened again in the workers where it
// is due (the row refused until the result lands), and refused while a sanctions match is open.
import { ScreeningHit, type EntityManager } from '../../../index.js';
import { openHitReason } from '../../suppliers/open-hit.js';
import { queueStaleScreenings } from '../../suppliers/rescreen-before-payment.js';
import type { BatchRowDraft } from './batch-row-types.js';
import { problem, refuseRow } from './row-problem.js';

export async function screenBatchPayees(em: EntityManager, drafts: readonly BatchRowDraft[]): Promise<void> {
  const named = [
    ...new Map(drafts.flatMap((d) => (d.supplier ? [[d.supplier.id, d.supplier]] : []))).values(),
  ];
  const awaitingScreening = await queueStaleScreenings(em, named);
  const openHits = named.length
    ? await em.find(
        ScreeningHit,
        { supplier: { $in: named.map((supplier) => supplier.id) }, status: 'open' },
        { populate: ['entry'], orderBy: { score: 'desc', subjectName: 'asc' } },
      )
    : [];
  // A supplier's strongest open match is the one its rows name.
  const blocked = new Map<string, ScreeningHit>();
  for (const hit of openHits) if (!blocked.has(hit.supplier.id)) blocked.set(hit.supplier.id, hit);
  for (const draft of drafts) {
    if (!draft.supplier) continue;
    const { id, name } = draft.supplier;
    const hit = blocked.get(id);
    if (hit)
      refuseRow(
        draft,
        'supplier',
        problem('supplier_sanctions_hit', `supplier: ${openHitReason(hit)}`, { name }),
      );
    else if (awaitingScreening.has(id))
      refuseRow(
        draft,
        'supplier',
        problem(
          'supplier_screening_pending',
          `supplier: ${name} is still being screened against the sanctions lists; upload the file again once the screening is done (usually within seconds).`,
          { name },
        ),
      );
  }
}
