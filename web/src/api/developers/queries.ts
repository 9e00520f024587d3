// Settings → Developers in the client cache, under the `developers` root: API keys, webhook endpoints and
// each endpoint's delivery log. `developers:changed` (a delivery attempted, a key or endpoint changed)
// invalidates the root, so an open log shows each attempt as it happens.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type ApiKeyItem = ApiData<'/api/developers/keys', 'get'>['items'][number];
export type NewApiKeyBody = ApiBody<'/api/developers/keys', 'post'>;
export type WebhookEndpointItem = ApiData<'/api/developers/webhooks', 'get'>['items'][number];
export type NewWebhookEndpointBody = ApiBody<'/api/developers/webhooks', 'post'>;
export type WebhookEndpointChanges = ApiBody<'/api/developers/webhooks/{endpointId}', 'patch'>;
export type WebhookDeliveryItem = ApiData<
  '/api/developers/webhooks/{endpointId}/deliveries',
  'get'
>['items'][number];

export const developersKeys = {
  all: [queryRoots.developers] as const,
  apiKeys: () => [queryRoots.developers, 'keys'] as const,
  endpoints: () => [queryRoots.developers, 'webhooks'] as const,
  deliveries: (endpointId: string) => [queryRoots.developers, 'webhooks', endpointId, 'deliveries'] as const,
};

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: developersKeys.apiKeys(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/developers/keys', { signal })),
  });

export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: developersKeys.endpoints(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/developers/webhooks', { signal })),
  });

export const webhookDeliveriesQuery = (endpointId: string) =>
  queryOptions({
    queryKey: developersKeys.deliveries(endpointId),
    queryFn: ({ signal }) =>
      unwrap(
        http.GET('/api/developers/webhooks/{endpointId}/deliveries', {
          params: { path: { endpointId }, query: { page: 1, pageSize: 20 } },
          signal,
        }),
      ),
  });

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: developersKeys.all });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiKeyBody) => unwrap(http.POST('/api/developers/keys', { body })),
    onSuccess: () => refresh(client),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      unwrap(http.DELETE('/api/developers/keys/{keyId}', { params: { path: { keyId } } })),
    onSuccess: () => refresh(client),
  });
}

export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWebhookEndpointBody) => unwrap(http.POST('/api/developers/webhooks', { body })),
    onSuccess: () => refresh(client),
  });
}

export function useUpdateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, changes }: { endpointId: string; changes: WebhookEndpointChanges }) =>
      unwrap(
        http.PATCH('/api/developers/webhooks/{endpointId}', {
          params: { path: { endpointId } },
          body: changes,
        }),
      ),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      unwrap(http.DELETE('/api/developers/webhooks/{endpointId}', { params: { path: { endpointId } } })),
    onSuccess: () => refresh(client),
  });
}

export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      unwrap(
        http.POST('/api/developers/webhooks/{endpointId}/rotate-secret', {
          params: { path: { endpointId } },
          body: { graceHours: 24 },
        }),
      ),
    onSuccess: () => refresh(client),
  });
}

export function useSendTestEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      unwrap(http.POST('/api/developers/webhooks/{endpointId}/test', { params: { path: { endpointId } } })),
    onSuccess: () => refresh(client),
  });
}

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      unwrap(
        http.POST('/api/developers/webhooks/{endpointId}/deliveries/{deliveryId}/resend', {
          params: { path: { endpointId, deliveryId } },
        }),
      ),
    onSuccess: () => refresh(client),
  });
}
