import type { BillActor } from '@tradehub/db/domain';
import type { Viewer } from '../../auth/viewer.js';

/** The viewer as the bill commands' actor. */
export const billActorOf = (viewer: Viewer): BillActor => ({
  userId: viewer.userId,
  organisationId: viewer.organisationId,
  displayName: viewer.displayName,
  permissions: viewer.profile.permissions,
});
