import { AUTH_ERROR_CODES, AUTH_MESSAGES, type AccountStatus, type ApiErrorCode } from '@tradehub/contract';

/**
 * Who may call a route, from least to most demanding (spec sections 2, 4 and 6):
 * public: anyone; signed-in: any account, pending and rejected too; member: demo or approved accounts
 * (the dashboard shell); approved: approved accounts only (payments, FX, team); admin: administrators.
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'member', 'approved', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface ViewerFacts {
  status: AccountStatus;
  isAdmin: boolean;
  /** The shared demo workspace: reads only. */
  readOnly: boolean;
}

export interface AccessDenial {
  statusCode: 401 | 403;
  code: ApiErrorCode;
  message: string;
}

const STATUS_MESSAGES: Record<'pending' | 'rejected' | 'demo', string> = {
  pending: 'Your account is pending approval. Full access starts once it is approved.',
  rejected: 'Your account access has been denied. Please contact support.',
  demo: 'Your account is in demo mode. Full access starts once your account is verified.',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Null when allowed; otherwise the answer to give. */
export function checkAccess(
  level: AccessLevel,
  viewer: ViewerFacts | null,
  method: string,
  allowReadOnlyWrite = false,
): AccessDenial | null {
  if (level === 'public') return null;
  if (!viewer)
    return { statusCode: 401, code: AUTH_ERROR_CODES.unauthenticated, message: AUTH_MESSAGES.signInRequired };
  const deny = (message: string): AccessDenial => ({
    statusCode: 403,
    code: AUTH_ERROR_CODES.forbidden,
    message,
  });

  if (level === 'admin' && !viewer.isAdmin) return deny('Only administrators can do this.');
  if (level === 'member' && viewer.status !== 'demo' && viewer.status !== 'approved') {
    return deny(STATUS_MESSAGES[viewer.status as 'pending' | 'rejected']);
  }
  if (level === 'approved' && viewer.status !== 'approved') {
    return deny(STATUS_MESSAGES[viewer.status as 'pending' | 'rejected' | 'demo']);
  }
  if (viewer.readOnly && WRITE_METHODS.has(method) && !allowReadOnlyWrite) {
    return { statusCode: 403, code: AUTH_ERROR_CODES.demoReadOnly, message: AUTH_MESSAGES.demoReadOnly };
  }
  return null;
}
