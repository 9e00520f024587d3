// Batch payments in the client cache: the organisation's batches and one batch, kept current by
// `batch:changed` (applied in place: its progress moves without a refetch; a new status refetches), and the
// writes: checking a file (nothing created), creating the batch, approving and rejecting it.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@tradehub/contract';
import type { ApiData } from '../apiTypes';
import { apiRequest } from '../client';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type BatchItem = ApiData<'/api/payments/batches', 'get'>['items'][number];
export type BatchValidation = ApiData<'/api/payments/batches/validate', 'post'>;
export type BatchRow = BatchValidation['rows'][number];
type BatchList = ApiData<'/api/payments/batches', 'get'>;
type BatchChange = Parameters<ServerToClientEvents['batch:changed']>[0];

export const batchKeys = {
  all: [queryRoots.paymentBatches] as const,
  list: () => [queryRoots.paymentBatches, 'list'] as const,
  detail: (batchId: string) => [queryRoots.paymentBatches, 'detail', batchId] as const,
};

export const BATCH_TEMPLATE_URL = '/api/payments/batches/template.csv';
export const batchResultUrl = (batchId: string) =>
  `/api/payments/batches/${encodeURIComponent(batchId)}/result.csv`;

export const batchesQuery = () =>
  queryOptions({
    queryKey: batchKeys.list(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/payments/batches', { signal })),
  });

export const batchQuery = (batchId: string) =>
  queryOptions({
    queryKey: batchKeys.detail(batchId),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/payments/batches/{batchId}', { params: { path: { batchId } }, signal })),
  });

const withProgress = (batch: BatchItem, change: BatchChange): BatchItem => ({
  ...batch,
  progress: {
    settled: change.settled,
    failed: change.failed,
    pending: Math.max(0, change.total - change.settled - change.failed),
  },
});

/**
 * `batch:changed` in place: the cached batch's progress becomes the event's. True (no refetch) when the
 * batch is cached and its status did not change; a new status (approved, completed) refetches the batches
 * and the payments, whose rows it moved.
 */
export function applyBatchChange(client: QueryClient, change: BatchChange): boolean {
  let current = false;
  client.setQueryData<BatchList>(batchKeys.list(), (data) => {
    if (!data) return data;
    return {
      items: data.items.map((batch) => {
        if (batch.id !== change.batchId) return batch;
        current = batch.status === change.status;
        return withProgress(batch, change);
      }),
    };
  });
  client.setQueryData<{ batch: BatchItem }>(batchKeys.detail(change.batchId), (data) =>
    data ? { batch: withProgress(data.batch, change) } : data,
  );
  return current;
}

function batchChanged(client: QueryClient, batch: BatchItem): void {
  client.setQueryData(batchQuery(batch.id).queryKey, { batch });
  void client.invalidateQueries({ queryKey: batchKeys.list() });
}

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/** Checks a file row by row; nothing is created. */
export function useValidateBatch() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<BatchValidation>('POST', '/api/payments/batches/validate', fileBody(file)),
  });
}

/** Creates the batch from the file's valid rows (the same file again is refused as a duplicate). */
export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<{ batch: BatchItem }>('POST', '/api/payments/batches', fileBody(file)),
    onSuccess: ({ batch }) => {
      batchChanged(client, batch);
      void client.invalidateQueries({ queryKey: [queryRoots.payments] });
    },
  });
}

export function useApproveBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batch: Pick<BatchItem, 'id'>) =>
      unwrap(
        http.POST('/api/payments/batches/{batchId}/approve', { params: { path: { batchId: batch.id } } }),
      ),
    onSuccess: ({ batch }) => batchChanged(client, batch),
  });
}

export function useRejectBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ batch, reason }: { batch: Pick<BatchItem, 'id'>; reason: string }) =>
      unwrap(
        http.POST('/api/payments/batches/{batchId}/reject', {
          params: { path: { batchId: batch.id } },
          body: { reason },
        }),
      ),
    onSuccess: ({ batch }) => {
      batchChanged(client, batch);
      void client.invalidateQueries({ queryKey: [queryRoots.payments] });
    },
  });
}
