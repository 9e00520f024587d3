import { useEffect } from 'react';
import { useProfileContext } from '../auth/profileContext';
import { acquireRealtime } from './socket';
import { useLiveEvent } from './useLiveEvent';

/**
 * Holds the tab's socket while a signed-in screen is shown and re-reads the profile when an administrator
 * approves or rejects the account, so the page changes state without a reload. Pending and rejected
 * accounts get only this; the member shell adds the rest (RealtimeBridge).
 */
export function AccountStatusBridge() {
  const { externalAuth, refetch } = useProfileContext();
  useEffect(
    () =>
      acquireRealtime({
        getAccessToken: externalAuth ? () => externalAuth.getAccessToken() : undefined,
        onRefused: refetch,
      }),
    [externalAuth, refetch],
  );
  useLiveEvent('profile:changed', () => refetch());
  return null;
}
