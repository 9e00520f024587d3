// Team permissions the gateway enforces on the actions they govern (spec: Team). The access level of a
// route says whose account may call it; these say which member of the organisation may. The team's own
// rules (and their messages) live in the domain (db/src/domain/team).
import type { Viewer } from '../auth/viewer.js';
import type { PermissionName } from '@tradehub/contract';
import { AppError } from '../errors/app-error.js';

export {
  FINANCIAL_REPORTS,
  LAST_TEAM_MANAGER_MESSAGE,
  OWN_ACCESS_CHANGE_MESSAGE,
  TEAM_MANAGEMENT_MESSAGE,
} from '@tradehub/db/domain';
export { TEAM_MANAGEMENT } from '@tradehub/contract';

/** 403 `forbidden` with `message` unless the viewer's seat has `permission`. */
export function requirePermission(viewer: Viewer, permission: PermissionName, message: string): void {
  if (!viewer.profile.permissions.includes(permission)) throw new AppError(403, 'forbidden', message);
}
