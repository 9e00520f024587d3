// The app's addresses (product spec section 2). Which screen a path shows depends on who is signed in:
// see routes/routeTables.tsx.

export const paths = {
  home: '/',
  about: '/about',
  careers: '/careers',
  booking: '/booking',
  pricingBeta: '/pricing-beta',
  settings: '/settings',
  supplierVerification: '/supplier-verification',
  supplierDetail: '/supplier-verification/:supplierId',
  payments: '/payments',
  fxManagement: '/fx-management',
  team: '/team',
  invite: '/invite/:token',
  /** A payment request's share link (Request Payment's `shareUrl`); open in every state. */
  payRequest: '/pay/:reference',
  /** The 'Forgot password?' e-mail's link (`?token=…`); open in every state, like an invitation. */
  resetPassword: '/reset-password',
  audit: '/audit',
  notifications: '/notifications',
  admin: '/admin',
} as const;

export function invitePath(token: string): string {
  return `/invite/${encodeURIComponent(token)}`;
}

export function supplierDetailPath(supplierId: string): string {
  return `${paths.supplierVerification}/${encodeURIComponent(supplierId)}`;
}

/** Team → Policies, addressable from anywhere (`/team?tab=policies`). */
export const teamPoliciesPath = `${paths.team}?tab=policies`;

/** The Team page with Add Team Member open: where "invite a colleague" hints lead (`/team?invite=1`). */
export const teamInvitePath = `${paths.team}?invite=1`;
