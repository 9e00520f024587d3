// The suppliers area in the client cache: the searchable list, one supplier's detail (documents and screening
// hits included), and the writes. Every key is under the `suppliers` root, which the realtime bridge
// invalidates on `supplier:changed` and a reconnect.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiBody, ApiData, ApiQuery } from '../apiTypes';
import { apiRequest } from '../client';
import { http, unwrap } from '../http';
import { showActionAnswer } from '../actionAnswer';
import { queryRoots } from '../queryRoots';
import { withHitDismissed } from './screeningHits';

export type SupplierListParams = ApiQuery<'/api/suppliers', 'get'>;
export type SupplierListItem = ApiData<'/api/suppliers', 'get'>['suppliers'][number];
export type SupplierDetailData = ApiData<'/api/suppliers/{supplierId}', 'get'>;
export type SupplierDetail = SupplierDetailData['supplier'];
export type CreateSupplierBody = ApiBody<'/api/suppliers', 'post'>;
export type UploadedDocument = ApiData<'/api/suppliers/{supplierId}/documents', 'post'>;

export const supplierKeys = {
  all: [queryRoots.suppliers] as const,
  lists: () => [queryRoots.suppliers, 'list'] as const,
  list: (params: SupplierListParams) => [queryRoots.suppliers, 'list', params] as const,
  detail: (supplierId: string) => [queryRoots.suppliers, 'detail', supplierId] as const,
};

/** The suppliers matching a search and filters; a new search keeps the last answer on screen meanwhile. */
export const suppliersListQuery = (params: SupplierListParams) =>
  queryOptions({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => unwrap(http.GET('/api/suppliers', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const supplierQuery = (supplierId: string) =>
  queryOptions({
    queryKey: supplierKeys.detail(supplierId),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/suppliers/{supplierId}', { params: { path: { supplierId } }, signal })),
  });

const path = (supplierId: string) => ({ params: { path: { supplierId } } });

/**
 * After a write to one supplier: its detail and the lists (status, risk and the screening flag show there)
 * ask again. The detail is replaced first when the answer carries it. Not awaited: the button is done once
 * the write is.
 */
function supplierChanged(client: QueryClient, supplierId: string, supplier?: SupplierDetail): void {
  if (supplier) showActionAnswer(client, supplierQuery(supplierId).queryKey, { supplier });
  else void client.invalidateQueries({ queryKey: supplierKeys.detail(supplierId) });
  void client.invalidateQueries({ queryKey: supplierKeys.lists() });
}

export function useCreateSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupplierBody) => unwrap(http.POST('/api/suppliers', { body })),
    onSuccess: ({ supplier }) => {
      showActionAnswer(client, supplierQuery(supplier.id).queryKey, { supplier });
      void client.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
  });
}

export function useVerifySupplier(supplierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(http.POST('/api/suppliers/{supplierId}/verify', path(supplierId))),
    onSuccess: ({ supplier }) => supplierChanged(client, supplierId, supplier),
  });
}

export function useRejectSupplier(supplierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(http.POST('/api/suppliers/{supplierId}/reject', { ...path(supplierId), body: { reason } })),
    onSuccess: ({ supplier }) => supplierChanged(client, supplierId, supplier),
  });
}

/**
 * Queues a fresh sanctions screening in the workers (202: the supplier is `pending`); its result arrives
 * with `supplier:changed`, which the realtime bridge turns into a refetch.
 */
export function useScreenSupplier(supplierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(http.POST('/api/suppliers/{supplierId}/screen', path(supplierId))),
    onSuccess: () => supplierChanged(client, supplierId),
  });
}

/**
 * Dismisses a screening hit with a reason. Only offered to a reviewer who may (four-eyes), so the outcome is
 * near certain: the hit shows dismissed at once, and comes back if the gateway refuses.
 */
export function useDismissScreeningHit(supplierId: string) {
  const client = useQueryClient();
  const { queryKey: key } = supplierQuery(supplierId);
  return useMutation({
    mutationFn: ({ hitId, reason }: { hitId: string; reason: string }) =>
      unwrap(
        http.POST('/api/suppliers/{supplierId}/screening-hits/{hitId}/dismiss', {
          params: { path: { supplierId, hitId } },
          body: { reason },
        }),
      ),
    onMutate: async ({ hitId, reason }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, { supplier: withHitDismissed(before.supplier, hitId, reason) });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    // The risk score and the lists' flag follow from the server.
    onSettled: () => supplierChanged(client, supplierId),
  });
}

/** Uploads a document (multipart: the route has no JSON body, so the FormData goes as it is). */
export function useUploadSupplierDocument(supplierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      apiRequest<UploadedDocument>(
        'POST',
        `/api/suppliers/${encodeURIComponent(supplierId)}/documents`,
        body,
      ),
    onSuccess: () => supplierChanged(client, supplierId),
  });
}

export function useDeleteSupplierDocument(supplierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      unwrap(
        http.DELETE('/api/suppliers/{supplierId}/documents/{documentId}', {
          params: { path: { supplierId, documentId } },
        }),
      ),
    onSuccess: () => supplierChanged(client, supplierId),
  });
}
