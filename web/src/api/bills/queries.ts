// Bills (payables) in the client cache, under the `bills` root: the organisation's bills by view, one bill,
// and the writes (record one, cancel it, attach its invoice, import a file with a dry run first). The realtime
// bridge invalidates the root on `bill:changed` (recorded, scheduled, paid, cancelled anywhere in the
// organisation), on `payment:changed` and `batch:changed` (a payment pays bills), and on a reconnect.
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

export type BillsListParams = ApiQuery<'/api/bills', 'get'>;
export type BillView = NonNullable<BillsListParams['view']>;
export type BillItem = ApiData<'/api/bills', 'get'>['bills'][number];
export type BillStatus = BillItem['status'];
export type NewBillBody = ApiBody<'/api/bills', 'post'>;
export type BillFromPaymentRequestBody = ApiBody<'/api/bills/from-payment-request', 'post'>;
export type BillImportResult = ApiData<'/api/bills/import', 'post'>;
export type BillImportRow = BillImportResult['rows'][number];

export const billKeys = {
  all: [queryRoots.bills] as const,
  lists: () => [queryRoots.bills, 'list'] as const,
  list: (params: BillsListParams) => [queryRoots.bills, 'list', params] as const,
  detail: (billId: string) => [queryRoots.bills, 'detail', billId] as const,
};

/** The bills of a view (open, due soon, overdue, closed, all), by due date; a new view keeps the last on screen. */
export const billsListQuery = (params: BillsListParams) =>
  queryOptions({
    queryKey: billKeys.list(params),
    queryFn: ({ signal }) => unwrap(http.GET('/api/bills', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const billQuery = (billId: string) =>
  queryOptions({
    queryKey: billKeys.detail(billId),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/bills/{billId}', { params: { path: { billId } }, signal })),
  });

/** A bill the server just answered is current: show it at once, and let the lists (and exposure) ask again. */
function billChanged(client: QueryClient, bill: BillItem): void {
  showActionAnswer(client, billQuery(bill.id).queryKey, { bill });
  void client.invalidateQueries({ queryKey: billKeys.lists() });
  void client.invalidateQueries({ queryKey: [queryRoots.fx] });
}

export function useCreateBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBillBody) => unwrap(http.POST('/api/bills', { body })),
    onSuccess: ({ bill }) => billChanged(client, bill),
  });
}

/** Another organisation's payment request (its share link's reference) recorded as one of our bills. */
export function useCreateBillFromPaymentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillFromPaymentRequestBody) =>
      unwrap(http.POST('/api/bills/from-payment-request', { body })),
    onSuccess: ({ bill }) => billChanged(client, bill),
  });
}

export function useCancelBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bill: Pick<BillItem, 'id'>) =>
      unwrap(http.POST('/api/bills/{billId}/cancel', { params: { path: { billId: bill.id } } })),
    onSuccess: ({ bill }) => billChanged(client, bill),
  });
}

/**
 * Attaches the invoice: the file is stored with the bill's supplier's documents (as the supplier page stores
 * them), then named as the bill's document.
 */
export function useAttachBillDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ bill, file }: { bill: Pick<BillItem, 'id' | 'supplier'>; file: File }) => {
      const body = new FormData();
      body.append('type', 'document');
      body.append('file', file, file.name);
      const { document } = await apiRequest<ApiData<'/api/suppliers/{supplierId}/documents', 'post'>>(
        'POST',
        `/api/suppliers/${encodeURIComponent(bill.supplier.id)}/documents`,
        body,
      );
      return unwrap(
        http.PUT('/api/bills/{billId}/document', {
          params: { path: { billId: bill.id } },
          body: { documentId: document.id },
        }),
      );
    },
    onSuccess: ({ bill }) => {
      billChanged(client, bill);
      void client.invalidateQueries({ queryKey: [queryRoots.suppliers] });
    },
  });
}

/** The link that opens a bill's attached invoice. */
export const billDocumentUrl = (bill: Pick<BillItem, 'supplier' | 'document'>) =>
  bill.document
    ? `/api/suppliers/${encodeURIComponent(bill.supplier.id)}/documents/${encodeURIComponent(bill.document.id)}/file`
    : undefined;

/** Imports a CSV or XLSX of bills; `dryRun` checks every row and creates nothing. */
export function useImportBills() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest<BillImportResult>('POST', `/api/bills/import?dryRun=${dryRun}`, body);
    },
    onSuccess: (result) => {
      if (result.createdCount > 0) {
        void client.invalidateQueries({ queryKey: billKeys.all });
        void client.invalidateQueries({ queryKey: [queryRoots.fx] });
      }
    },
  });
}
