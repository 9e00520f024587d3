// What every domain command writes besides its change, in one place for every area: the audit row, the
// activities and notifications (DomainEvents, outbox-backed), and the aggregate's own outbox rows. An area
// extends CommandEffects with what is its own (a payment's timeline, its settlement job).
import type { Activity, AuditChanges, AuditLogEntry, EntityManager, Notification } from '../index.js';
import type { AuditAction } from '@tradehub/contract';
import type { OutboxMessage } from '../outbox/outbox-message.js';
import { recordAudit } from './audit/record-audit.js';
import { DomainEvents, type NewActivity, type NewNotification } from './notifications/domain-events.js';

/** What a command caused, besides the change to its entity itself (all in its unit of work). */
export interface CommandEvents {
  audit: AuditLogEntry[];
  activities: Activity[];
  /** Each with its `notification:new` push (an outbox row of its own, not listed in `outbox`). */
  notifications: Notification[];
  /** The aggregate's own outbox rows (its `…:changed` push, its jobs). */
  outbox: OutboxMessage[];
}

/** The entity a command changes, as its effects name it. */
export interface EffectsSubject {
  organisationId: string;
  /** The audit row's entity type. */
  entityType: string;
  entityId: string;
  activityType: NewActivity['type'];
  /** Whoever added the entity: activities are theirs when the system acts, notifications go to them. */
  ownerId: string;
}

export class CommandEffects {
  protected readonly events: CommandEvents = { audit: [], activities: [], notifications: [], outbox: [] };
  private readonly domainEvents: DomainEvents;
  /** Activities and notifications, written after the aggregate's own outbox rows (see finish()). */
  private readonly news: (() => void)[] = [];

  constructor(
    protected readonly em: EntityManager,
    private readonly subject: EffectsSubject,
    /** The member acting; null for the system (the workers). */
    private readonly actorId: string | null,
  ) {
    this.domainEvents = new DomainEvents(em);
  }

  audit(action: AuditAction, changes: AuditChanges): this {
    const { organisationId, entityType, entityId } = this.subject;
    this.events.audit.push(
      recordAudit(this.em, { organisationId, actorId: this.actorId, action, entityType, entityId, changes }),
    );
    return this;
  }

  /** An activity about the entity, by the actor (by its owner when the system acts). */
  activity(input: Pick<NewActivity, 'title' | 'description' | 'status' | 'messageKey' | 'params'>): this {
    const { organisationId, activityType, entityId, ownerId } = this.subject;
    this.news.push(() =>
      this.events.activities.push(
        this.domainEvents.recordActivity({
          organisationId,
          createdById: this.actorId ?? ownerId,
          type: activityType,
          relatedId: entityId,
          ...input,
        }),
      ),
    );
    return this;
  }

  /** A notification from the actor (from nobody for the system); to the entity's owner unless said. */
  notify(
    input: Pick<NewNotification, 'type' | 'title' | 'message' | 'messageKey' | 'params'> & {
      userId?: string;
    },
  ): this {
    const { organisationId, ownerId } = this.subject;
    this.news.push(() =>
      this.events.notifications.push(
        this.domainEvents.notify({
          organisationId,
          userId: input.userId ?? ownerId,
          ...(this.actorId ? { createdById: this.actorId } : {}),
          type: input.type,
          title: input.title,
          message: input.message,
          messageKey: input.messageKey,
          params: input.params,
        }),
      ),
    );
    return this;
  }

  /**
   * The same news as an activity and as the owner's notification: one title, message key and params for
   * both, each with its own wording (the activity about the actor, the notification to the owner).
   */
  announce(news: {
    title: string;
    messageKey: string;
    params: NewActivity['params'];
    activity: Pick<NewActivity, 'description' | 'status'>;
    notice: Pick<NewNotification, 'type' | 'message'>;
  }): this {
    const { title, messageKey, params } = news;
    return this.activity({ title, messageKey, params, ...news.activity }).notify({
      title,
      messageKey,
      params,
      ...news.notice,
    });
  }

  /**
   * Call with the aggregate's own outbox rows, already written: the activities and notifications are
   * written after them, so the aggregate's rows come first in the outbox (the relay publishes rows in
   * order and stops at one it cannot publish: a settlement job must not wait behind an activity push).
   */
  protected finish(ownRows: OutboxMessage[]): CommandEvents {
    this.events.outbox.push(...ownRows);
    for (const write of this.news.splice(0)) write();
    return this.events;
  }
}
