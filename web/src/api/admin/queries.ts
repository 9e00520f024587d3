// The administrator's page in the client cache, under the `admin` root: the businesses awaiting review or
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

export type ReviewStatus = NonNullable<ApiQuery<'/api/admin/reviews', 'get'>['status']>;
export type ReviewOrganisationsData = ApiData<'/api/admin/reviews', 'get'>;
export type OrganisationsData = ApiData<'/api/admin/organisations', 'get'>;
export type OrganisationItem = OrganisationsData['organisations'][number];

export const adminKeys = {
  all: [queryRoots.admin] as const,
  reviews: () => [queryRoots.admin, 'reviews'] as const,
  reviewsWith: (status: ReviewStatus) => [queryRoots.admin, 'reviews', status] as const,
  organisations: () => [queryRoots.admin, 'organisations'] as const,
};

export const reviewsQuery = (status: ReviewStatus) =>
  queryOptions({
    queryKey: adminKeys.reviewsWith(status),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/admin/reviews', { params: { query: { status } }, signal })),
  });

export const organisationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.organisations(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/admin/organisations', { signal })),
  });

/** A decision moves a business between the lists (pending → approved or rejected): both are asked again. */
const refreshReviews = (client: QueryClient) => client.invalidateQueries({ queryKey: adminKeys.reviews() });

export function useApproveOrganisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (organisation: { id: string }) =>
      unwrap(
        http.POST('/api/admin/reviews/{organisationId}/approve', {
          params: { path: { organisationId: organisation.id } },
        }),
      ),
    onSuccess: () => refreshReviews(client),
  });
}

export function useRejectOrganisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ organisation, reason }: { organisation: { id: string }; reason: string }) =>
      unwrap(
        http.POST('/api/admin/reviews/{organisationId}/reject', {
          params: { path: { organisationId: organisation.id } },
          body: { reason },
        }),
      ),
    onSuccess: () => refreshReviews(client),
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
