import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMe } from '@/api/me';
import { onUnauthorized } from '@/lib/auth-events';
import { authStore, setUser } from '@/stores/auth';

/**
 * The signed-in session inside the router: loads the profile for a stored token (after a
 * reload or a social login) into the auth store, and goes to /login when the API answers 401.
 */
export function useSession(): void {
  const navigate = useNavigate();
  const { data: user } = useMe();

  useEffect(() => {
    if (user && authStore.getState().user !== user) setUser(user);
  }, [user]);

  useEffect(() => onUnauthorized(() => navigate('/login', { replace: true })), [navigate]);
}
