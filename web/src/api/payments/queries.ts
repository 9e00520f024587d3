// The payments area in the client cache: the paged list (and the pending approvals, a list filtered by
// approval), one payment, the organisation's payment settings and payment methods, and the writes. Every key
// is under the `payments` root, which the realtime bridge invalidates on `payment:changed` and a reconnect.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { PaymentItem } from '@tradehub/contract';
import type { ApiBody, ApiData, ApiQuery } from '../apiTypes';
import { http, unwrap } from '../http';
import { showActionAnswer } from '../actionAnswer';
import { queryRoots } from '../queryRoots';

export type PaymentListParams = ApiQuery<'/api/payments', 'get'>;
export type PaymentsPageData = ApiData<'/api/payments', 'get'>;
export type PaymentSettings = ApiData<'/api/payments/settings', 'get'>;
export type PaymentMethodItem = ApiData<'/api/payment-methods', 'get'>['methods'][number];
export type PaymentQuote = ApiData<'/api/payments/quote', 'post'>;
export type PaymentQuoteBody = ApiBody<'/api/payments/quote', 'post'>;
export type NewPaymentBody = ApiBody<'/api/payments', 'post'>;
export type PaymentRequestBody = ApiBody<'/api/payment-requests', 'post'>;
export type PaymentRequestItem = ApiData<'/api/payment-requests', 'post'>['request'];
export type PaymentRequestPreview = ApiData<
  '/api/payment-requests/by-reference/{reference}',
  'get'
>['request'];

export const paymentKeys = {
  all: [queryRoots.payments] as const,
  lists: () => [queryRoots.payments, 'list'] as const,
  list: (params: PaymentListParams) => [queryRoots.payments, 'list', params] as const,
  detail: (paymentId: string) => [queryRoots.payments, 'detail', paymentId] as const,
  settings: () => [queryRoots.payments, 'settings'] as const,
  methods: () => [queryRoots.payments, 'methods'] as const,
  request: (reference: string) => [queryRoots.payments, 'request', reference] as const,
  requests: () => [queryRoots.payments, 'requests'] as const,
};

/** The organisation's own payment requests, newest first (approved accounts). */
export const paymentRequestsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.requests(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/payment-requests', { signal })),
  });

/** A payment request as its share link (/pay/:reference) shows it, signed out or in. */
export const paymentRequestPreviewQuery = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.request(reference),
    queryFn: ({ signal }) =>
      unwrap(
        http.GET('/api/payment-requests/by-reference/{reference}', {
          params: { path: { reference } },
          signal,
        }),
      ),
  });

/**
 * A page of payments. A filter or page change keeps the previous page on screen (dimmed by the table's
 * loading state) rather than blanking it.
 */
export const paymentsListQuery = (params: PaymentListParams) =>
  queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) => unwrap(http.GET('/api/payments', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const paymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/payments/{paymentId}', { params: { path: { paymentId } }, signal })),
  });

/** The base currency and approval threshold: read by the new-payment form and the details drawer alike. */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.settings(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/payments/settings', { signal })),
  });

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/payment-methods', { signal })),
  });

/**
 * A payment the server just answered is current: show it at once, and let the lists ask again (not awaited:
 * the form or button is done once the write is).
 */
function paymentChanged(client: QueryClient, payment: PaymentItem): void {
  showActionAnswer(client, paymentQuery(payment.id).queryKey, { payment });
  void client.invalidateQueries({ queryKey: paymentKeys.lists() });
}

/** Prices a payment (rate, fee, whether it needs approval) without sending it. */
export function usePaymentQuote() {
  return useMutation({
    mutationFn: (body: PaymentQuoteBody) => unwrap(http.POST('/api/payments/quote', { body })),
  });
}

export function useCreatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPaymentBody) => unwrap(http.POST('/api/payments', { body })),
    onSuccess: ({ payment }) => {
      paymentChanged(client, payment);
    },
  });
}

export function useApprovePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payment: Pick<PaymentItem, 'id'>) =>
      unwrap(http.POST('/api/payments/{paymentId}/approve', { params: { path: { paymentId: payment.id } } })),
    onSuccess: ({ payment }) => {
      paymentChanged(client, payment);
    },
  });
}

export function useRejectPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, reason }: { payment: Pick<PaymentItem, 'id'>; reason: string }) =>
      unwrap(
        http.POST('/api/payments/{paymentId}/reject', {
          params: { path: { paymentId: payment.id } },
          body: { reason },
        }),
      ),
    onSuccess: ({ payment }) => {
      paymentChanged(client, payment);
    },
  });
}

/** A payment request (a link a payer pays through); the Payment Requests list asks again to show it. */
export function useRequestPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentRequestBody) => unwrap(http.POST('/api/payment-requests', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.requests() }),
  });
}

/** Connects a payment method: the answer is put in the list, which is then asked for again. */
export function useConnectPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: Pick<PaymentMethodItem, 'id'>) =>
      unwrap(
        http.POST('/api/payment-methods/{methodId}/connect', { params: { path: { methodId: method.id } } }),
      ),
    onSuccess: ({ method }) => {
      client.setQueryData(paymentMethodsQuery().queryKey, (data) =>
        data ? { methods: data.methods.map((m) => (m.id === method.id ? method : m)) } : data,
      );
      void client.invalidateQueries({ queryKey: paymentKeys.methods() });
    },
  });
}
