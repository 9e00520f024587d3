// The organisation's team in the client cache, under the `team` root: its members and pending invitations
// (/team), its policies (Team → Policies), and the calls that change them. Every member change refetches the
// team, which the page keeps on screen meanwhile; the mutation settles once the new team is in, so a dialog
// closes onto the list it changed.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type TeamData = ApiData<'/api/team', 'get'>;
export type NewInviteBody = ApiBody<'/api/team/invites', 'post'>;
export type MemberChanges = ApiBody<'/api/team/members/{memberId}', 'patch'>;
export type PoliciesData = ApiData<'/api/team/policies', 'get'>;
export type OrganisationPoliciesBody = ApiBody<'/api/team/policies', 'put'>;

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

export function useRevokeInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invite: { id: string }) =>
      unwrap(http.DELETE('/api/team/invites/{inviteId}', { params: { path: { inviteId: invite.id } } })),
    onSuccess: () => refreshTeam(client),
  });
}

/**
 * Saves the organisation's policies (Team Management). The answer is the policies as stored: it replaces the
 * cached ones at once; the `policies:changed` push then refreshes payments and suppliers everywhere.
 */
export function useUpdatePolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationPoliciesBody) => unwrap(http.PUT('/api/team/policies', { body })),
    onSuccess: (answer) => client.setQueryData(policiesQuery().queryKey, answer),
  });
}
