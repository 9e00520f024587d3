// What a team command answers with besides its change (who acts is a SeatActor: db/src/domain/actor.ts).
import type { EntityManager } from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { CommandEffects, type CommandEvents, type EffectsSubject } from '../command-effects.js';

/** What a team command caused: `outbox` holds the invitation e-mail job when one is sent. */
export type TeamEvents = CommandEvents;

/** The audit row and activity of a team change, then the change's own outbox rows first (see finish()). */
export class TeamEffects extends CommandEffects {
  constructor(em: EntityManager, subject: EffectsSubject, actorId: string) {
    super(em, subject, actorId);
  }

  done(ownRows: OutboxMessage[] = []): TeamEvents {
    return this.finish(ownRows);
  }
}
