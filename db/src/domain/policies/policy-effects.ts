// What a policies command writes besides its change: its audit row and announcements, then the change's own
// outbox rows (`policies:changed`) first (CommandEffects.finish).
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';

export class PolicyEffects extends CommandEffects {
  done(ownRows: OutboxMessage[] = []): CommandEvents {
    return this.finish(ownRows);
  }
}
