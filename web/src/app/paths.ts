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
