import type { RateAlert } from '../../index.js';
import type { RateAlert as RateAlertItem } from '@tradehub/contract';

export function toRateAlertItem(alert: RateAlert): RateAlertItem {
  return {
    id: alert.id,
    base: alert.base,
    quote: alert.quote,
    kind: alert.kind,
    threshold: alert.threshold,
    windowMinutes: alert.windowMinutes ?? null,
    status: alert.status,
    firedAt: alert.firedAt?.toISOString() ?? null,
    firedRate: alert.firedRate ?? null,
    createdAt: alert.createdAt.toISOString(),
    updatedAt: alert.updatedAt.toISOString(),
  };
}
