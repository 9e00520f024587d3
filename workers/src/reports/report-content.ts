import type { ActivityItem, Dashboard } from '@tradehub/contract';
import type { ServerTranslator } from '../i18n/server-i18n.js';

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
  /** The language the report is written in (the requester's), with its formats. */
  translator: ServerTranslator;
}

export type TileKey = keyof Dashboard['tiles'];

/** The four tiles in the dashboard's order; their names are `report.tiles.<key>` (the product spec's names). */
export const TILE_KEYS: TileKey[] = ['counterpartyRisk', 'fxRiskExposure', 'cashflowRisk', 'marketRisk'];

/** The impact columns, from the largest fall to the largest rise. */
export const IMPACT_MOVES = ['-10', '-5', '-1', '1', '5', '10'] as const;
export const impactLabel = (move: (typeof IMPACT_MOVES)[number]) =>
  `${move.startsWith('-') ? move : `+${move}`}%`;

/** "Last 7 days (7d)" in the report's language. */
export const rangeText = ({ t }: ServerTranslator, range: Dashboard['range']) =>
  `${t(`report.ranges.${range}`)} (${range})`;
