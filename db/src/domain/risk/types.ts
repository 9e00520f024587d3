import type { Dashboard } from '@tradehub/contract';

export type DashboardRange = Dashboard['range'];
