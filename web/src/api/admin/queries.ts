// The administrator's page in the client cache, under the `admin` root: the accounts awaiting review or
// refused, every organisation with its AI plan, and the decisions taken on them.
import {
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiData, ApiQuery } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type ReviewStatus = NonNullable<ApiQuery<'/api/admin/accounts', 'get'>['status']>;
export type ReviewAccountsData = ApiData<'/api/admin/accounts', 'get'>;
export type OrganisationsData = ApiData<'/api/admin/organisations', 'get'>;
export type OrganisationItem = OrganisationsData['organisations'][number];

export const adminKeys = {
  all: [queryRoots.admin] as const,
  accounts: () => [queryRoots.admin, 'accounts'] as const,
  accountsWith: (status: ReviewStatus) => [queryRoots.admin, 'accounts', status] as const,
  organisations: () => [queryRoots.admin, 'organisations'] as const,
};

export const reviewAccountsQuery = (status: ReviewStatus) =>
  queryOptions({
    queryKey: adminKeys.accountsWith(status),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/admin/accounts', { params: { query: { status } }, signal })),
  });

export const organisationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.organisations(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/admin/organisations', { signal })),
  });

/** A decision moves an account between the lists (pending → approved or rejected): both are asked again. */
const refreshAccounts = (client: QueryClient) => client.invalidateQueries({ queryKey: adminKeys.accounts() });

export function useApproveAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: { id: string }) =>
      unwrap(
        http.POST('/api/admin/accounts/{accountId}/approve', { params: { path: { accountId: account.id } } }),
      ),
    onSuccess: () => refreshAccounts(client),
  });
}

export function useRejectAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ account, reason }: { account: { id: string }; reason: string }) =>
      unwrap(
        http.POST('/api/admin/accounts/{accountId}/reject', {
          params: { path: { accountId: account.id } },
          body: { reason },
        }),
      ),
    onSuccess: () => refreshAccounts(client),
  });
}

const organisationPlanKey = [queryRoots.admin, 'organisation-plan'] as const;

/** Unlimited AI questions on or off for an organisation; the answer replaces its row. */
export function useSetAiPremium() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: organisationPlanKey,
    mutationFn: ({ organisation, aiPremium }: { organisation: { id: string }; aiPremium: boolean }) =>
      unwrap(
        http.PATCH('/api/admin/organisations/{organisationId}', {
          params: { path: { organisationId: organisation.id } },
          body: { aiPremium },
        }),
      ),
    onSuccess: ({ organisation }) =>
      client.setQueryData<OrganisationsData>(
        adminKeys.organisations(),
        (current) =>
          current && {
            organisations: current.organisations.map((item) =>
              item.id === organisation.id ? organisation : item,
            ),
          },
      ),
  });
}

/** The organisations whose plan is being changed right now (several switches may be flipped at once). */
export function useOrganisationsSaving(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: organisationPlanKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { organisation: { id: string } }).organisation.id,
  });
  // The list keeps its identity while unchanged, and so does the set.
  return useMemo(() => new Set(ids), [ids]);
}
