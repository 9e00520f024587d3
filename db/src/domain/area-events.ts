// Events one domain area raises for another to handle in the same transaction, so that the raising area need
// not import the one that handles it (areas import one way only: .dependency-cruiser.cjs,
// 'domain-areas-import-downwards'). Like DomainEvents (notifications/domain-events.ts), it works in the caller's
// unit of work: the handler runs at once with the raiser's EntityManager, inside its transaction, so what it
// writes commits or rolls back with the change that caused it. An area registers its handlers when its index
// is loaded (db/src/domain/index.ts loads every area); raising an event nobody handles is an error, never a
// silent no-op.
import type { EntityManager } from '../index.js';

/** Every event an area raises for another: its name and what it carries. */
export interface AreaEvents {
  /** A payment's settlement was recorded, completed or failed (payments); a batch counts its rows (batches). */
  'payment.settled': { paymentId: string; batchId: string | null; outcome: 'completed' | 'failed' };
}

export type AreaEventName = keyof AreaEvents;

export type AreaEventHandler<Name extends AreaEventName> = (
  em: EntityManager,
  event: AreaEvents[Name],
) => Promise<void>;

type AreaEventHandlers = { [Name in AreaEventName]?: AreaEventHandler<Name> };

const handlers: AreaEventHandlers = {};

/** Registers the one handler of an event: the handling area's index does, once. */
export function handleAreaEvent<Name extends AreaEventName>(
  name: Name,
  handler: NonNullable<AreaEventHandlers[Name]>,
): void {
  if (handlers[name]) throw new Error(`The area event '${name}' has a handler already`);
  handlers[name] = handler;
}

/** Raises an event in the caller's transaction: its handler runs now, with the caller's EntityManager. */
export async function raiseAreaEvent<Name extends AreaEventName>(
  em: EntityManager,
  name: Name,
  event: AreaEvents[Name],
): Promise<void> {
  const handler: AreaEventHandler<Name> | undefined = handlers[name];
  if (!handler)
    throw new Error(
      `Nobody handles the area event '${name}': its area is not loaded (db/src/domain/index.ts)`,
    );
  await handler(em, event);
}
