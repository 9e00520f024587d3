// The account's settings in the client cache, under the `settings` root (/settings), and the calls that
// change them: a saved change answers the new settings, which replace the cached ones.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type SettingsData = ApiData<'/api/settings', 'get'>;
/** What PATCH /api/settings takes, the colour scheme included (saved here, answered in the profile). */
export type SettingsChanges = ApiBody<'/api/settings', 'patch'>;
export type PasswordChange = ApiBody<'/api/settings/password', 'post'>;

export const settingsKeys = {
  all: [queryRoots.settings] as const,
  mine: () => [queryRoots.settings, 'mine'] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.mine(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/settings', { signal })),
  });

/** Saves some settings; each section of the page has its own, so each shows its own outcome. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsChanges) => unwrap(http.PATCH('/api/settings', { body: changes })),
    onSuccess: (answer) => client.setQueryData(settingsKeys.mine(), answer),
  });
}

/** Changes the password (the gateway signs the person's other sessions out). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => unwrap(http.POST('/api/settings/password', { body })),
  });
}
