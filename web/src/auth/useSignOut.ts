import { useCallback } from 'react';
import { startNextRouterAt } from '../app/router';
import { paths } from '../app/paths';
import { useSignOutMutation } from '../api/profile/mutations';
import { useProfileContext } from './profileContext';

/**
 * Ends the session, then goes to / (spec section 2). The signed-out route table replaces this one as the
 * profile empties, so it is that table's router that starts at /.
 */
export function useSignOut(): () => Promise<void> {
  const { externalAuth } = useProfileContext();
  const { mutateAsync: signOut } = useSignOutMutation(externalAuth);
  return useCallback(async () => {
    startNextRouterAt(paths.home);
    await signOut();
  }, [signOut]);
}
