import type { ActivityItem, Dashboard } from '@tradehub/contract';

/** Everything the PDF and the XLSX show: the dashboard as computed for the export, and who asked for it. */
export interface RiskReportContent {
  organisationName: string;
  /** The exporter's name, or their e-mail address when they have none. */
  exportedBy: string;
  /** When the export was requested. */
  exportedAt: Date;
  /** When the figures were computed (the last attempt's time). */
  generatedAt: Date;
  dashboard: Dashboard;
  /** The organisation's recent risk alerts, newest first. */
  alerts: ActivityItem[];
}

export type TileKey = keyof Dashboard['tiles'];

/** The four tiles in the dashboard's order, with the names the product spec gives them. */
export const TILES: { key: TileKey; name: string }[] = [
  { key: 'counterpartyRisk', name: 'Counterparty Risk Score' },
  { key: 'fxRiskExposure', name: 'FX Risk Exposure' },
  { key: 'cashflowRisk', name: 'Cashflow Risk' },
  { key: 'marketRisk', name: 'Market Risk' },
];

export const RANGE_LABELS: Record<Dashboard['range'], string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/** The impact columns, from the largest fall to the largest rise. */
export const IMPACT_MOVES = ['-10', '-5', '-1', '1', '5', '10'] as const;
export const impactLabel = (move: (typeof IMPACT_MOVES)[number]) =>
  `${move.startsWith('-') ? move : `+${move}`}%`;
