import { useEffect, useRef } from 'react';
import { useProfileContext } from '../auth/profileContext';
import { acquireRealtime, reconnectRealtime } from './socket';
import { useLiveEvent } from './useLiveEvent';

/**
 * Holds the tab's socket while a signed-in screen is shown and re-reads the profile when an administrator
 * approves or rejects the organisation, so the page changes state without a reload. When the person's
 * standing changes (that decision, or another organisation chosen in the user menu) the socket reconnects,
 * so it joins the rooms the new standing allows. Pending and rejected accounts get only this; the member
 * shell adds the rest (RealtimeBridge).
 */
export function AccountStatusBridge() {
  const { externalAuth, refetch, state } = useProfileContext();
  useEffect(
    () =>
      acquireRealtime({
        getAccessToken: externalAuth ? () => externalAuth.getAccessToken() : undefined,
        onRefused: refetch,
      }),
    [externalAuth, refetch],
  );
  useLiveEvent('profile:changed', () => refetch());

  const standing =
    state.status === 'signedIn' ? `${state.profile.organisation.id}:${state.profile.status}` : undefined;
  const previous = useRef(standing);
  useEffect(() => {
    if (previous.current !== undefined && standing !== undefined && previous.current !== standing)
      reconnectRealtime();
    previous.current = standing;
  }, [standing]);
  return null;
}
