import type { CreateRateAlertBody, RateAlert } from '@tradehub/contract';
import { api } from '../../../api/client';

export interface RateAlertsResponse {
  alerts: RateAlert[];
}

export const rateAlertsPath = '/api/fx/alerts';

const alertPath = (alertId: string) => `${rateAlertsPath}/${encodeURIComponent(alertId)}`;

export const rateAlertsApi = {
  create: (body: CreateRateAlertBody) => api.post<{ alert: RateAlert }>(rateAlertsPath, body),
  remove: (alertId: string) => api.delete<void>(alertPath(alertId)),
  rearm: (alertId: string) => api.post<{ alert: RateAlert }>(`${alertPath(alertId)}/rearm`),
};

/** The longest window of a percentage-move alert (the gateway's limit: one week). */
export const maxWindowMinutes = 7 * 24 * 60;

/** An alert pushed or answered: replaces the listed one of the same id, or heads the list. */
export function withAlert(alerts: readonly RateAlert[], alert: RateAlert): RateAlert[] {
  return alerts.some((existing) => existing.id === alert.id)
    ? alerts.map((existing) => (existing.id === alert.id ? alert : existing))
    : [alert, ...alerts];
}
