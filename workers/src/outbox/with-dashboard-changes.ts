// The outbox publisher, plus `dashboard:changed`: a push of an event about a dashboard input
// (DASHBOARD_INPUT_EVENTS) to an organisation is followed by the organisation's throttled
// `dashboard:changed`, and a `dashboard:changed` row (written where an input changes without an event of
// its own, e.g. a risk-metrics snapshot) goes through the same throttle instead of straight out. Both are
// first noted on the exposure revaluator's change stream (DashboardChanges.inputsChanged), before they go out.
import type { OutboxSocketPayload } from '@tradehub/db';
import { DASHBOARD_INPUT_EVENTS } from '@tradehub/db/domain';
import type { ServerToClientEvents } from '@tradehub/contract';
import { organisationOfRoom, type DashboardChanges } from './dashboard-changes.js';
import type { OutboxPublisher } from './publisher.js';

const organisationsOf = (push: OutboxSocketPayload) =>
  push.rooms.map(organisationOfRoom).filter((id): id is string => id !== undefined);

export function withDashboardChanges(publisher: OutboxPublisher, changes: DashboardChanges): OutboxPublisher {
  return {
    addJob: (rowId, job) => publisher.addJob(rowId, job),
    async pushSocket(push) {
      const event = push.event as keyof ServerToClientEvents;
      const input = event === 'dashboard:changed' || DASHBOARD_INPUT_EVENTS.has(event);
      // Before the event: the exposure revaluator reloads the organisation before a screen that hears the
      // event can refetch, so no later tick pushes it figures from before the change.
      if (input)
        for (const organisationId of organisationsOf(push)) await changes.inputsChanged(organisationId);
      if (event === 'dashboard:changed') {
        const others = push.rooms.filter((room) => organisationOfRoom(room) === undefined);
        if (others.length > 0) await publisher.pushSocket({ ...push, rooms: others });
      } else {
        await publisher.pushSocket(push);
        if (!input) return;
      }
      // After the event itself: a client refetching on `dashboard:changed` already has the event's news.
      for (const organisationId of organisationsOf(push)) await changes.changed(organisationId);
    },
    async close() {
      await changes.close();
      await publisher.close();
    },
  };
}
