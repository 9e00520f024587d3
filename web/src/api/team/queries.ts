// The organisation's team in the client cache, under the `team` root: its members and pending invitations
// (/team), its policies (Team → Policies), and the calls that change them. Every member change refetches the
// team, which the page keeps on screen meanwhile; the mutation settles once the new team is in, so a dialog
// closes onto the list it changed.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { refreshProfile } from '../profile/queries';
import { queryRoots } from '../queryRoots';

export type TeamData = ApiData<'/api/team', 'get'>;
export type NewInviteBody = ApiBody<'/api/team/invites', 'post'>;
export type MemberChanges = ApiBody<'/api/team/members/{memberId}', 'patch'>;
export type PoliciesData = ApiData<'/api/team/policies', 'get'>;
export type OrganisationPoliciesBody = ApiBody<'/api/team/policies', 'put'>;
export type PolicyUpdateAnswer = ApiData<'/api/team/policies', 'put'>;
export type PendingPolicyChange = NonNullable<PoliciesData['pendingChange']>;

export const teamKeys = {
  all: [queryRoots.team] as const,
  overview: () => [queryRoots.team, 'overview'] as const,
  /** Under the team root, so `policies:changed` (the realtime bridge invalidates `team`) refetches them. */
  policies: () => [queryRoots.team, 'policies'] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.overview(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/team', { signal })),
  });

/** The organisation's policies, what they resolve to for the team today, and whether the viewer may edit. */
export const policiesQuery = () =>
  queryOptions({
    queryKey: teamKeys.policies(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/team/policies', { signal })),
  });

// The whole root: who holds which permission also changes what the policies resolve to (`effective`).
const refreshTeam = (client: QueryClient) => client.invalidateQueries({ queryKey: teamKeys.all });

/** Invite someone by e-mail, with a role and permissions. */
export function useInviteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewInviteBody) => unwrap(http.POST('/api/team/invites', { body })),
    onSuccess: () => refreshTeam(client),
  });
}

/** Change a member's profile (role, phone, location) or permissions. */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, changes }: { memberId: string; changes: MemberChanges }) =>
      unwrap(http.PATCH('/api/team/members/{memberId}', { params: { path: { memberId } }, body: changes })),
    onSuccess: () => refreshTeam(client),
  });
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (member: { id: string }) =>
      unwrap(http.DELETE('/api/team/members/{memberId}', { params: { path: { memberId: member.id } } })),
    onSuccess: () => refreshTeam(client),
  });
}

/**
 * The Owner hands the organisation to another member; the team and the Owner's own profile (no longer the
 * Owner) are asked again.
 */
export function useTransferOwnership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (member: { id: string }) =>
      unwrap(http.POST('/api/team/ownership', { body: { memberId: member.id } })),
    onSuccess: async () => {
      await Promise.all([refreshTeam(client), refreshProfile(client)]);
    },
  });
}

export function useRevokeInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invite: { id: string }) =>
      unwrap(http.DELETE('/api/team/invites/{inviteId}', { params: { path: { inviteId: invite.id } } })),
    onSuccess: () => refreshTeam(client),
  });
}

/**
 * Saves the organisation's policies (Team Management). The answer is the policies as stored, with a change
 * that weakens a control waiting as `pendingChange` (outcome 'proposed'): it replaces the cached ones at once;
 * the `policies:changed` push then refreshes payments and suppliers everywhere.
 */
export function useUpdatePolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationPoliciesBody) => unwrap(http.PUT('/api/team/policies', { body })),
    onSuccess: (answer) => {
      const { outcome: _outcome, ...policies } = answer;
      client.setQueryData(policiesQuery().queryKey, policies);
    },
  });
}

/** A second Team Manager's decision on the pending change, or its proposer's cancellation. */
export type PolicyChangeDecision =
  | { kind: 'approve'; changeId: string }
  | { kind: 'reject'; changeId: string; reason?: string }
  | { kind: 'cancel'; changeId: string };

export function useDecidePolicyChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: PolicyChangeDecision) => {
      const params = { path: { changeId: decision.changeId } };
      if (decision.kind === 'approve')
        return unwrap(http.POST('/api/team/policies/changes/{changeId}/approve', { params }));
      if (decision.kind === 'reject')
        return unwrap(
          http.POST('/api/team/policies/changes/{changeId}/reject', {
            params,
            body: decision.reason ? { reason: decision.reason } : {},
          }),
        );
      return unwrap(http.POST('/api/team/policies/changes/{changeId}/cancel', { params }));
    },
    onSuccess: (answer) => client.setQueryData(policiesQuery().queryKey, answer),
    // A change that went stale (409) is no longer pending: show the policies as they are.
    onError: () => client.invalidateQueries({ queryKey: teamKeys.policies() }),
  });
}
