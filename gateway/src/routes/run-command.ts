import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '@tradehub/db';
import type { Actor } from '@tradehub/db/domain';
import { requireActor } from '../plugins/auth.js';

/**
 * Runs one domain command as the request's actor in one transaction and returns its change. The
 * transaction runs on a fork, so a command that throws leaves nothing half-done in the request's own
 * identity map; read the answer afterwards through a fresh fork (`request.em.fork()`), which sees the commit.
 */
export function runCommand<Change>(
  request: FastifyRequest,
  command: (tx: EntityManager, actor: Actor) => Promise<Change>,
): Promise<Change> {
  const actor = requireActor(request);
  return request.em.fork().transactional((tx) => command(tx, actor));
}
