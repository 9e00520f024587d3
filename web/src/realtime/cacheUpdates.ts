// The events that carry the new state, applied to the cache in place by each area (see cacheBridge.ts).
// An area adds its entry here when its queries.ts owns the cached shape the event updates.
import { prependActivity } from '../api/activities/queries';
import { putAiAnswer } from '../api/assistant/queries';
import { exposureRevalued } from '../api/fx/queries';
import { putAllRead, putNewNotification } from '../api/notifications/queries';
import { applyBatchChange } from '../api/payment-batches/queries';
import { putRateAlert } from '../api/rate-alerts/queries';
import { applyReportUpdate } from '../api/reports/queries';
import type { CacheUpdates } from './cacheBridge';

export const cacheUpdates: CacheUpdates = {
  'report:updated': applyReportUpdate,
  'activity:new': prependActivity,
  'alert:fired': putRateAlert,
  'notification:new': putNewNotification,
  'notification:read-all': (client) => putAllRead(client),
  'ai:answered': putAiAnswer,
  'batch:changed': applyBatchChange,
  'fx:exposure': exposureRevalued,
};
