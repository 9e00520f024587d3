// What a team command is told about who acts, and what it answers with besides its change.
import type { EntityManager } from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { CommandEffects, type CommandEvents, type EffectsSubject } from '../command-effects.js';
import type { SeatActor } from '../actor.js';

/** Who acts: a member of the organisation whose team changes. */
export type TeamActor = SeatActor;

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
