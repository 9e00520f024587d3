import type { FastifyBaseLogger } from 'fastify';
import type { MikroORM } from '@tradehub/db';
import { reconcileAdministrators } from '@tradehub/db/domain';

/**
 * Administrator rights last while the address is in ADMIN_EMAILS: at every start, the administrators whose
 * address left the list lose them (audited by the domain). A database that is not reachable yet changes
 * nothing here: the gateway still starts, and the next start reconciles.
 */
export async function endFormerAdministrators(
  orm: MikroORM,
  adminEmails: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const revoked = await reconcileAdministrators(orm.em.fork(), adminEmails);
    if (revoked.length > 0)
      log.warn({ accounts: revoked }, 'administrator rights ended: the addresses are not in ADMIN_EMAILS');
  } catch (error) {
    log.warn({ err: error }, 'could not check administrators against ADMIN_EMAILS');
  }
}
