// The dashboard's in-place cache updates on a real QueryClient: `report:updated`, `activity:new` and
// `alert:fired` change the cached lists without a refetch (and the bridge then skips its invalidation), and
// re-arming or deleting a rate alert shows at once and is undone when the gateway refuses.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@tradehub/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activityKeys, prependActivity, type Activity } from '../../src/api/activities/queries';
import { ApiRequestError } from '../../src/api/client';
import {
  deleteRateAlertMutation,
  putRateAlert,
  rateAlertKeys,
  rearmRateAlertMutation,
  type RateAlertItem,
  type RateAlertsData,
} from '../../src/api/rate-alerts/queries';
import { applyReportUpdate, putReport, reportKeys, type ReportsData } from '../../src/api/reports/queries';
import { connectCacheBridge, type EventSource } from '../../src/realtime/cacheBridge';
import { cacheUpdates } from '../../src/realtime/cacheUpdates';
import { rateAlertItem as alert, reportItem as report } from './support/items';

let client: QueryClient;
afterEach(() => client.clear());

const activity = (id: string): Activity => ({
  id,
  type: 'transaction',
  title: `Payment ${id}`,
  description: 'Sent',
  messageKey: null,
  params: null,
  status: 'completed',
  date: '2025-11-21T10:00:00.000Z',
  relatedId: null,
});

/** Events emitted by the test, fed to the real bridge with the app's cacheUpdates. */
function bridgedEvents() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const source: EventSource = {
    subscribe: (event, handler) => {
      handlers.set(event, handler as (...args: unknown[]) => void);
      return () => handlers.delete(event);
    },
    subscribeReconnect: () => () => undefined,
  };
  connectCacheBridge(client, cacheUpdates, source);
  return <E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) =>
    handlers.get(event)?.(...args);
}

const isInvalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

/** A gateway answer the test settles by hand, standing in for the HTTP call of a mutation. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('report:updated', () => {
  it('replaces the listed report in place, and the bridge does not refetch the list', () => {
    client = new QueryClient();
    const emit = bridgedEvents();
    client.setQueryData<ReportsData>(reportKeys.list(), { reports: [report('2'), report('1')] });

    emit('report:updated', report('1', { status: 'running', progress: 40 }));

    const reports = client.getQueryData<ReportsData>(reportKeys.list())?.reports;
    expect(reports?.map((item) => [item.id, item.status, item.progress])).toEqual([
      ['2', 'queued', 0],
      ['1', 'running', 40],
    ]);
    expect(isInvalidated(reportKeys.list())).toBe(false);
  });

  it('adds a report the list did not have yet, newest first', () => {
    client = new QueryClient();
    client.setQueryData<ReportsData>(reportKeys.list(), { reports: [report('1')] });
    expect(applyReportUpdate(client, report('3'))).toBe(true);
    expect(client.getQueryData<ReportsData>(reportKeys.list())?.reports.map((item) => item.id)).toEqual([
      '3',
      '1',
    ]);
  });

  it('starts no list from a push, so a screen without one reads the whole list', () => {
    client = new QueryClient();
    expect(applyReportUpdate(client, report('1'))).toBe(false);
    expect(client.getQueryData(reportKeys.list())).toBeUndefined();
    // The answer to our own export does start one: the page follows that export.
    expect(putReport(client, report('2'), 'action')).toBe(true);
    expect(client.getQueryData<ReportsData>(reportKeys.list())?.reports.map((item) => item.id)).toEqual([
      '2',
    ]);
  });
});

describe('activity:new', () => {
  it('heads every cached recent list, once however often it is delivered, keeping each length', () => {
    client = new QueryClient();
    const emit = bridgedEvents();
    client.setQueryData(activityKeys.recent(2), { items: [activity('b'), activity('a')] });
    client.setQueryData(activityKeys.recent(5), { items: [activity('b'), activity('a')] });

    emit('activity:new', activity('c'));
    emit('activity:new', activity('c'));

    const ids = (limit: number) =>
      client.getQueryData<{ items: Activity[] }>(activityKeys.recent(limit))?.items.map((item) => item.id);
    expect(ids(2)).toEqual(['c', 'b']);
    expect(ids(5)).toEqual(['c', 'b', 'a']);
    expect(isInvalidated(activityKeys.recent(5))).toBe(false);
  });

  it('leaves other activity queries to the bridge to refetch', () => {
    client = new QueryClient();
    client.setQueryData(activityKeys.recent(5), { items: [] });
    client.setQueryData([...activityKeys.all, 'page', 2], { items: [] });
    expect(prependActivity(client, activity('c'))).toBe(false);
    expect(
      client.getQueryData<{ items: Activity[] }>(activityKeys.recent(5))?.items.map((item) => item.id),
    ).toEqual(['c']);
  });
});

describe('rate alerts', () => {
  const listed = () =>
    client.getQueryData<RateAlertsData>(rateAlertKeys.list())?.alerts.map((item) => [item.id, item.status]);

  it('alert:fired changes the listed alert in place', () => {
    client = new QueryClient();
    const emit = bridgedEvents();
    client.setQueryData<RateAlertsData>(rateAlertKeys.list(), { alerts: [alert('a', 'armed')] });
    emit('alert:fired', alert('a', 'fired'));
    expect(listed()).toEqual([['a', 'fired']]);
    expect(isInvalidated(rateAlertKeys.list())).toBe(false);
    expect(putRateAlert(new QueryClient(), alert('a', 'fired'))).toBe(false);
  });

  it('shows a re-arm at once and keeps the answer', async () => {
    client = new QueryClient();
    client.setQueryData<RateAlertsData>(rateAlertKeys.list(), { alerts: [alert('a', 'fired')] });
    const answer = deferred<{ alert: RateAlertItem }>();
    const rearm = new MutationObserver(client, {
      ...rearmRateAlertMutation(client),
      mutationFn: () => answer.promise,
    });

    const done = rearm.mutate({ id: 'a' });
    await expect.poll(listed).toEqual([['a', 'armed']]);
    expect(client.getQueryData<RateAlertsData>(rateAlertKeys.list())?.alerts[0]?.firedAt).toBeNull();
    // Re-armed after it fired, at 12:05.
    answer.resolve({
      alert: alert('a', 'armed', { threshold: 0.94, updatedAt: '2025-11-21T12:05:00.000Z' }),
    });
    await done;
    expect(client.getQueryData<RateAlertsData>(rateAlertKeys.list())?.alerts[0]?.threshold).toBe(0.94);
  });

  it('puts a refused re-arm or delete back', async () => {
    client = new QueryClient();
    client.setQueryData<RateAlertsData>(rateAlertKeys.list(), {
      alerts: [alert('a', 'fired'), alert('b', 'armed')],
    });
    const refusal = new ApiRequestError(404, { code: 'not_found', message: 'Rate alert not found' });

    const rearmAnswer = deferred<{ alert: RateAlertItem }>();
    const rearm = new MutationObserver(client, {
      ...rearmRateAlertMutation(client),
      mutationFn: () => rearmAnswer.promise,
    });
    const rearmed = rearm.mutate({ id: 'a' }).catch(() => undefined);
    await expect.poll(listed).toEqual([
      ['a', 'armed'],
      ['b', 'armed'],
    ]);
    rearmAnswer.reject(refusal);
    await rearmed;
    expect(listed()).toEqual([
      ['a', 'fired'],
      ['b', 'armed'],
    ]);

    const deleteAnswer = deferred<undefined>();
    const remove = new MutationObserver(client, {
      ...deleteRateAlertMutation(client),
      mutationFn: () => deleteAnswer.promise,
    });
    const removed = remove.mutate({ id: 'b' }).catch(() => undefined);
    await expect.poll(listed).toEqual([['a', 'fired']]);
    deleteAnswer.reject(refusal);
    await removed;
    expect(listed()).toEqual([
      ['a', 'fired'],
      ['b', 'armed'],
    ]);
    // Asked for again: the refusal may mean the list was out of date.
    expect(isInvalidated(rateAlertKeys.list())).toBe(true);
  });
});
