// Socket pushes written to the outbox (db/src/outbox) from a point on, read back as
// `{ room, event, payload }` — what a recording broadcaster used to collect — for tests that call domain
// code or processors directly, without a relay.
import type { MikroORM } from '@tradehub/db';

export interface RecordedPush {
  room: string;
  event: string;
  payload: unknown;
}

/** Marks the outbox's current end; `sent()` returns the socket pushes committed after it, in order. */
export async function recordOutboxPushes(orm: MikroORM) {
  const connection = orm.em.fork().getConnection();
  const [start] = await connection.execute<{ id: string }[]>(
    'select coalesce(max(id), 0)::text as id from outbox_message',
  );
  const after = start?.id ?? '0';
  return {
    async sent(): Promise<RecordedPush[]> {
      const rows = await connection.execute<
        { payload: { rooms: string[]; event: string; args: unknown[] } }[]
      >(`select payload from outbox_message where id > ? and kind = 'socket' order by outbox_message.id`, [
        after,
      ]);
      return rows.flatMap(({ payload }) =>
        payload.rooms.map((room) => ({ room, event: payload.event, payload: payload.args[0] })),
      );
    },
  };
}
