import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useProfileContext } from './profileContext';

/** Ends the session, then goes to / (spec section 2). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useProfileContext();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate('/', { replace: true });
  }, [signOut, navigate]);
}
