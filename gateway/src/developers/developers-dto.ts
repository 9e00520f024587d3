import type { ApiKey, Loaded, WebhookDelivery, WebhookEndpoint } from '@tradehub/db';
import type {
  ApiKeyItem,
  ApiScope,
  WebhookDeliveryItem,
  WebhookEndpointItem,
  WebhookEventType,
} from '@tradehub/contract';
import { personName } from '@tradehub/db/domain';

export function toApiKeyItem(apiKey: Loaded<ApiKey, 'createdBy'>): ApiKeyItem {
  return {
    id: apiKey.id,
    name: apiKey.name,
    prefix: apiKey.prefix,
    scopes: [...apiKey.scopes] as ApiScope[],
    createdBy: { id: apiKey.createdBy.id, name: personName(apiKey.createdBy.$) },
    createdAt: apiKey.createdAt.toISOString(),
    expiresAt: apiKey.expiresAt?.toISOString() ?? null,
    lastUsedAt: apiKey.lastUsedAt?.toISOString() ?? null,
  };
}

export function toWebhookEndpointItem(endpoint: Loaded<WebhookEndpoint, 'createdBy'>): WebhookEndpointItem {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description ?? null,
    eventTypes: [...endpoint.eventTypes] as WebhookEventType[],
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason ?? null,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt:
      endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > Date.now()
        ? endpoint.previousSecretExpiresAt.toISOString()
        : null,
    createdBy: { id: endpoint.createdBy.id, name: personName(endpoint.createdBy.$) },
    createdAt: endpoint.createdAt.toISOString(),
  };
}

export function toWebhookDeliveryItem(delivery: Loaded<WebhookDelivery, 'event'>): WebhookDeliveryItem {
  return {
    id: delivery.id,
    eventId: delivery.event.id,
    eventType: delivery.event.$.type,
    status: delivery.status,
    attempts: delivery.attempts,
    latencyMs: delivery.latencyMs ?? null,
    responseStatus: delivery.responseStatus ?? null,
    responseBody: delivery.responseBody ?? null,
    error: delivery.error ?? null,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === 'retrying' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}
