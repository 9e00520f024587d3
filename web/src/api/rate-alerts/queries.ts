// The member's FX rate alerts in the client cache, under the `rate-alerts` root. `alert:fired` carries the
// fired alert and is applied to the list in place (cacheUpdates.ts). Re-arm and delete show their outcome
// at once (it is near certain) and put the list back if the gateway refuses.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type RateAlertsData = ApiData<'/api/fx/alerts', 'get'>;
export type RateAlertItem = RateAlertsData['alerts'][number];
export type NewRateAlertBody = ApiBody<'/api/fx/alerts', 'post'>;

export const rateAlertKeys = {
  all: [queryRoots.rateAlerts] as const,
  list: () => [queryRoots.rateAlerts, 'list'] as const,
};

export const rateAlertsQuery = () =>
  queryOptions({
    queryKey: rateAlertKeys.list(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/fx/alerts', { signal })),
  });

/**
 * An alert pushed or answered: replaces the listed one of the same id, or heads the list. A state older than
 * the listed one is dropped: the push of a firing can arrive before the answer to the request that set the
 * alert, and that answer (armed) must not hide the firing.
 */
export function withAlert(alerts: readonly RateAlertItem[], alert: RateAlertItem): RateAlertItem[] {
  const listed = alerts.find((existing) => existing.id === alert.id);
  if (!listed) return [alert, ...alerts];
  if (Date.parse(listed.updatedAt) > Date.parse(alert.updatedAt)) return [...alerts];
  return alerts.map((existing) => (existing.id === alert.id ? alert : existing));
}

/** Puts an alert into the cached list; false when there is no list to update (nothing loaded yet). */
export function putRateAlert(client: QueryClient, alert: RateAlertItem): boolean {
  let updated = false;
  client.setQueryData<RateAlertsData>(rateAlertKeys.list(), (current) => {
    if (!current) return current;
    updated = true;
    return { alerts: withAlert(current.alerts, alert) };
  });
  return updated;
}

export function useCreateRateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRateAlertBody) => unwrap(http.POST('/api/fx/alerts', { body })),
    onSuccess: ({ alert }) => {
      putRateAlert(client, alert);
    },
  });
}

type Snapshot = { previous: RateAlertsData | undefined };

/** Changes the cached list at once; the snapshot puts it back should the gateway refuse. */
async function changeOptimistically(
  client: QueryClient,
  change: (alerts: RateAlertItem[]) => RateAlertItem[],
): Promise<Snapshot> {
  const key = rateAlertKeys.list();
  // A refetch landing after the change would show the old list again.
  await client.cancelQueries({ queryKey: key });
  const previous = client.getQueryData<RateAlertsData>(key);
  if (previous) client.setQueryData<RateAlertsData>(key, { alerts: change(previous.alerts) });
  return { previous };
}

/** Puts the list back, and asks again: a refusal may mean it was out of date (deleted in another tab). */
function rollback(client: QueryClient, snapshot: Snapshot | undefined): void {
  if (snapshot?.previous) client.setQueryData(rateAlertKeys.list(), snapshot.previous);
  void client.invalidateQueries({ queryKey: rateAlertKeys.list() });
}

/** Delete an alert: gone from the list at once, back should the gateway refuse. */
export const deleteRateAlertMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: async (alert: Pick<RateAlertItem, 'id'>) => {
      await unwrap(http.DELETE('/api/fx/alerts/{alertId}', { params: { path: { alertId: alert.id } } }));
    },
    onMutate: (alert) =>
      changeOptimistically(client, (alerts) => alerts.filter((item) => item.id !== alert.id)),
    onError: (_error, _alert, snapshot) => rollback(client, snapshot),
  });

/** Re-arm a fired alert: armed again, its firing forgotten, until the gateway says otherwise. */
export const rearmRateAlertMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (alert: Pick<RateAlertItem, 'id'>) =>
      unwrap(http.POST('/api/fx/alerts/{alertId}/rearm', { params: { path: { alertId: alert.id } } })),
    onMutate: (alert) =>
      changeOptimistically(client, (alerts) =>
        alerts.map((item) =>
          item.id === alert.id ? { ...item, status: 'armed', firedAt: null, firedRate: null } : item,
        ),
      ),
    onError: (_error, _alert, snapshot) => rollback(client, snapshot),
    onSuccess: ({ alert }) => {
      putRateAlert(client, alert);
    },
  });

export const useDeleteRateAlert = () => useMutation(deleteRateAlertMutation(useQueryClient()));
export const useRearmRateAlert = () => useMutation(rearmRateAlertMutation(useQueryClient()));
