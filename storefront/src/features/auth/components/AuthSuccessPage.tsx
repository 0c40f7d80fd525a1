import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useMe } from '@/api/me';
import { Loader } from '@/components/Loader';
import { authStore, signIn, useToken } from '@/stores/auth';
import { landingPath } from '../utils/landing';

/** The token as the server sends it (`Bearer <jwt>`); a bare jwt gets the prefix. */
const asBearer = (token: string) => (/^Bearer /i.test(token) ? token : `Bearer ${token}`);

/**
 * /auth/success?token=Bearer%20<jwt>: the social login landing (spec §2). Stores the token
 * (once), loads the profile and opens /dashboard, with a loader meanwhile. Without a token,
 * or when the API refuses it (the central 401 handling signs out), → /login.
 */
export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const fromQuery = params.get('token');
  const expected = fromQuery ? asBearer(fromQuery) : null;
  const token = useToken();
  const me = useMe();
  const stored = useRef(false);

  useEffect(() => {
    if (expected && !stored.current) {
      stored.current = true;
      if (authStore.getState().token !== expected) signIn(expected);
    }
  }, [expected]);

  // Once the landing's token is in use, losing it (the central 401 handling) means → /login.
  const [inUse, setInUse] = useState(false);
  if (!inUse && expected !== null && token === expected) setInUse(true);

  const wanted = expected ?? token;
  if (!wanted || (inUse && token === null)) return <Navigate to="/login" replace />;
  if (token === wanted && me.isSuccess) return <Navigate to={landingPath(me.data.role)} replace />;
  return <Loader label="Signing you in…" />;
}
