import type { Dashboard, RiskTile } from '@tradehub/contract';

export type RiskLevel = RiskTile['level'];
export type DashboardRange = Dashboard['range'];

/** Units of a currency per 1 USD, keyed by ISO 4217 code (USD itself is 1 and need not be listed). */
export type RatesPerUsd = Readonly<Record<string, number>>;
