// The first element of every query key, one per area. Each area's queries.ts builds its keys under its root,
// and the realtime bridge invalidates by root: an event names what changed, not which screens show it.
export const queryRoots = {
  profile: 'profile',
  dashboard: 'dashboard',
  workspace: 'workspace',
  payments: 'payments',
  paymentBatches: 'payment-batches',
  bills: 'bills',
  suppliers: 'suppliers',
  fx: 'fx',
  rateAlerts: 'rate-alerts',
  notifications: 'notifications',
  activities: 'activities',
  reports: 'reports',
  team: 'team',
  settings: 'settings',
  audit: 'audit',
  admin: 'admin',
  assistant: 'assistant',
  developers: 'developers',
} as const;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];
