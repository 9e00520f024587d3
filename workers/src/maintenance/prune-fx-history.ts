import { FxRateBar, type EntityManager } from '@tradehub/db';

/** Deletes FX minute bars older than `retainDays` and returns how many went. */
export async function pruneFxHistory(
  em: EntityManager,
  retainDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retainDays * 24 * 60 * 60 * 1000);
  return em.nativeDelete(FxRateBar, { minute: { $lt: cutoff } });
}
