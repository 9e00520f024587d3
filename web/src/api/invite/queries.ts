// An invitation link (/invite/:token): what it offers, read signed out or in, and accepting it. Kept under
// the `team` root, the area invitations belong to; accepting changes who the person is a member of, so the
// profile is asked again.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { refreshProfile } from '../profile/queries';
import { queryRoots } from '../queryRoots';
import { teamKeys } from '../team/queries';

export type InvitePreview = ApiData<'/api/team/invites/preview', 'get'>;

export const inviteKeys = {
  preview: (token: string) => [queryRoots.team, 'invite-preview', token] as const,
};

export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: inviteKeys.preview(token),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/team/invites/preview', { params: { query: { token } }, signal })),
  });

export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(http.POST('/api/team/invites/accept', { body: { token } })),
    onSuccess: () => {
      void refreshProfile(client);
      void client.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
