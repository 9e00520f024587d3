// Events one domain area raises for another (db/src/domain/area-events.ts): the one handler runs at once with
// the raiser's EntityManager and what the event carries; an event nobody handles is an error, and so is a
// second handler. This file loads area-events.ts alone, so no area has registered its handler yet.
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '../../src/index.js';
import { handleAreaEvent, raiseAreaEvent, type AreaEvents } from '../../src/domain/area-events.js';

/** The raiser's unit of work, as the handler must receive it (never used as a real EntityManager here). */
const em = { name: 'the raiser’s EntityManager' } as unknown as EntityManager;
const settled: AreaEvents['payment.settled'] = { paymentId: 'p-1', batchId: 'b-1', outcome: 'failed' };

describe('area events', () => {
  it('refuses to raise an event its handling area has not registered, and runs the one handler when it has', async () => {
    await expect(raiseAreaEvent(em, 'payment.settled', settled)).rejects.toThrow(
      "Nobody handles the area event 'payment.settled'",
    );
    const handled: [EntityManager, AreaEvents['payment.settled']][] = [];
    handleAreaEvent('payment.settled', async (received, event) => {
      handled.push([received, event]);
    });
    await raiseAreaEvent(em, 'payment.settled', settled);
    expect(handled).toEqual([[em, settled]]);
    expect(handled[0]![0]).toBe(em);
    expect(() => handleAreaEvent('payment.settled', async () => {})).toThrow(
      "The area event 'payment.settled' has a handler already",
    );
  });
});
