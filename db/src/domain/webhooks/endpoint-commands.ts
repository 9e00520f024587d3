// Webhook endpoints (issue 27): added, changed, rotated and removed by members with Team Management, each
// audited. The URL is checked when saved (scheme, and every address its host resolves to); the workers
// check again at connect time. The signing secret is shown once, and sealed at rest (secret-box.ts).
import { WEBHOOK_EVENT_TYPES, WEBHOOK_SECRET_GRACE_HOURS } from '@tradehub/contract/constants';
import { WebhookDelivery, WebhookEndpoint, type EntityManager } from '../../index.js';
import {
  DeveloperEffects,
  pushDevelopersChanged,
  requireDeveloperAccess,
  type DeveloperActor,
} from '../developers/developer-effects.js';
import { DomainError, domainNotFound } from '../errors.js';
import {
  assertReachableHost,
  normaliseEndpointUrl,
  resolveHost,
  type HostResolver,
} from './address-policy.js';
import { queueDelivery, recordTestEvent } from './record-event.js';
import { newSigningSecret, sealSecret } from './secret-box.js';

export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  /** Seals the signing secrets (the workers open them with the same one). */
  sessionSecret: string;
  resolve?: HostResolver;
}

/** Endpoints per organisation at most. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

const effectsFor = (em: EntityManager, actor: DeveloperActor, endpoint: WebhookEndpoint) =>
  new DeveloperEffects(
    em,
    {
      organisationId: actor.organisationId,
      entityType: 'webhook_endpoint',
      entityId: endpoint.id,
      ownerId: endpoint.createdBy.id,
    },
    actor.userId,
  );

function checkEventTypes(types: readonly string[]): string[] {
  const unknown = types.filter((type) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type));
  if (unknown.length > 0)
    throw new DomainError(
      'invalid',
      'invalid_input',
      `eventTypes: unknown event type ${unknown.join(', ')}.`,
      'eventTypes',
    );
  return WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type));
}

async function checkedUrl(value: string, settings: WebhookSettings): Promise<string> {
  const url = normaliseEndpointUrl(value, settings.allowPrivate);
  await assertReachableHost(url, settings.allowPrivate, settings.resolve ?? resolveHost);
  return url.toString();
}

async function ownEndpoint(em: EntityManager, actor: DeveloperActor, endpointId: string) {
  const endpoint = await em.findOne(
    WebhookEndpoint,
    { id: endpointId, organisation: actor.organisationId },
    { populate: ['createdBy'] },
  );
  if (!endpoint) throw domainNotFound('Webhook endpoint not found');
  return endpoint;
}

export interface NewWebhookEndpoint {
  url: string;
  description?: string | null;
  eventTypes: readonly string[];
}

export async function createWebhookEndpoint(
  em: EntityManager,
  actor: DeveloperActor,
  input: NewWebhookEndpoint,
  settings: WebhookSettings,
) {
  requireDeveloperAccess(actor);
  const eventTypes = checkEventTypes(input.eventTypes);
  const url = await checkedUrl(input.url, settings);
  const count = await em.count(WebhookEndpoint, { organisation: actor.organisationId });
  if (count >= MAX_WEBHOOK_ENDPOINTS)
    throw new DomainError(
      'conflict',
      'webhook_endpoint_limit',
      `An organisation may have ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints at most.`,
    );
  const secret = newSigningSecret();
  const endpoint = em.create(WebhookEndpoint, {
    organisation: actor.organisationId,
    createdBy: actor.userId,
    url,
    description: input.description?.trim() || null,
    eventTypes,
    sealedSecret: sealSecret(secret, settings.sessionSecret),
  });
  const events = effectsFor(em, actor, endpoint)
    .audit('webhook_endpoint.created', {
      url: { before: null, after: url },
      eventTypes: { before: null, after: eventTypes },
    })
    .done([pushDevelopersChanged(em, actor.organisationId, { endpointId: endpoint.id })]);
  return { endpoint, secret, events };
}

export interface WebhookEndpointUpdate {
  url?: string;
  description?: string | null;
  eventTypes?: readonly string[];
  enabled?: boolean;
}

export async function updateWebhookEndpoint(
  em: EntityManager,
  actor: DeveloperActor,
  endpointId: string,
  update: WebhookEndpointUpdate,
  settings: WebhookSettings,
) {
  requireDeveloperAccess(actor);
  const endpoint = await ownEndpoint(em, actor, endpointId);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  if (update.url !== undefined) {
    const url = await checkedUrl(update.url, settings);
    if (url !== endpoint.url) changes.url = { before: endpoint.url, after: url };
    endpoint.url = url;
  }
  if (update.description !== undefined) {
    const description = update.description?.trim() || null;
    if (description !== (endpoint.description ?? null))
      changes.description = { before: endpoint.description ?? null, after: description };
    endpoint.description = description;
  }
  if (update.eventTypes !== undefined) {
    const eventTypes = checkEventTypes(update.eventTypes);
    if (eventTypes.join() !== endpoint.eventTypes.join())
      changes.eventTypes = { before: endpoint.eventTypes, after: eventTypes };
    endpoint.eventTypes = eventTypes;
  }
  if (update.enabled !== undefined && update.enabled !== endpoint.enabled) {
    changes.enabled = { before: endpoint.enabled, after: update.enabled };
    endpoint.enabled = update.enabled;
    // Turned back on: its failure clock starts again.
    endpoint.failingSince = null;
    endpoint.disabledReason = update.enabled ? null : 'Turned off by a Team Manager.';
  }
  const events = effectsFor(em, actor, endpoint)
    .audit('webhook_endpoint.updated', changes)
    .done([pushDevelopersChanged(em, actor.organisationId, { endpointId: endpoint.id })]);
  return { endpoint, events };
}

export async function deleteWebhookEndpoint(em: EntityManager, actor: DeveloperActor, endpointId: string) {
  requireDeveloperAccess(actor);
  const endpoint = await ownEndpoint(em, actor, endpointId);
  const events = effectsFor(em, actor, endpoint)
    .audit('webhook_endpoint.deleted', { url: { before: endpoint.url, after: null } })
    .done([pushDevelopersChanged(em, actor.organisationId, { endpointId: endpoint.id })]);
  em.remove(endpoint);
  return { events };
}

/**
 * A new signing secret, shown once. The old one keeps signing beside it (a second v1 in the header) for
 * `graceHours`, so receivers can switch without missing a delivery.
 */
export async function rotateWebhookSecret(
  em: EntityManager,
  actor: DeveloperActor,
  endpointId: string,
  { graceHours = WEBHOOK_SECRET_GRACE_HOURS }: { graceHours?: number },
  settings: WebhookSettings,
  now = new Date(),
) {
  requireDeveloperAccess(actor);
  const endpoint = await ownEndpoint(em, actor, endpointId);
  const secret = newSigningSecret();
  endpoint.previousSealedSecret = graceHours > 0 ? endpoint.sealedSecret : null;
  endpoint.previousSecretExpiresAt = graceHours > 0 ? new Date(now.getTime() + graceHours * 3_600_000) : null;
  endpoint.sealedSecret = sealSecret(secret, settings.sessionSecret);
  const events = effectsFor(em, actor, endpoint)
    .audit('webhook_endpoint.secret_rotated', {
      previousSecretExpiresAt: {
        before: null,
        after: endpoint.previousSecretExpiresAt?.toISOString() ?? null,
      },
    })
    .done([pushDevelopersChanged(em, actor.organisationId, { endpointId: endpoint.id })]);
  return { endpoint, secret, events };
}

export async function listWebhookEndpoints(em: EntityManager, actor: DeveloperActor) {
  requireDeveloperAccess(actor);
  return em.find(
    WebhookEndpoint,
    { organisation: actor.organisationId },
    { populate: ['createdBy'], orderBy: { createdAt: 'desc' } },
  );
}

export async function listWebhookDeliveries(
  em: EntityManager,
  actor: DeveloperActor,
  endpointId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  requireDeveloperAccess(actor);
  const endpoint = await ownEndpoint(em, actor, endpointId);
  const [items, total] = await em.findAndCount(
    WebhookDelivery,
    { endpoint },
    {
      populate: ['event'],
      orderBy: { createdAt: 'desc', seq: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    },
  );
  return { items, total };
}

/** "Send test event": audited, delivered like any event, shown in the log. */
export async function sendTestWebhookEvent(em: EntityManager, actor: DeveloperActor, endpointId: string) {
  requireDeveloperAccess(actor);
  const endpoint = await ownEndpoint(em, actor, endpointId);
  const { delivery } = recordTestEvent(em, endpoint);
  const events = effectsFor(em, actor, endpoint)
    .audit('webhook_endpoint.test_sent', { deliveryId: { before: null, after: delivery.id } })
    .done([
      pushDevelopersChanged(em, actor.organisationId, { endpointId: endpoint.id, deliveryId: delivery.id }),
    ]);
  return { delivery, events };
}

/** "Resend": the same event (same id, same body) as a new delivery to the same endpoint. */
export async function resendWebhookDelivery(
  em: EntityManager,
  actor: DeveloperActor,
  endpointId: string,
  deliveryId: string,
) {
  requireDeveloperAccess(actor);
  const endpoint = await ownEndpoint(em, actor, endpointId);
  const original = await em.findOne(WebhookDelivery, { id: deliveryId, endpoint }, { populate: ['event'] });
  if (!original) throw domainNotFound('Webhook delivery not found');
  const delivery = queueDelivery(em, endpoint, original.event.$);
  const events = effectsFor(em, actor, endpoint)
    .audit('webhook_delivery.resent', {
      eventId: { before: null, after: original.event.id },
      deliveryId: { before: original.id, after: delivery.id },
    })
    .done([
      pushDevelopersChanged(em, actor.organisationId, { endpointId: endpoint.id, deliveryId: delivery.id }),
    ]);
  return { delivery, events };
}
