import { createStore } from '../create-store';

export const TOKEN_KEY = 'token';

export type Role = 'ROLE_ADMIN' | 'ROLE_MERCHANT' | 'ROLE_MEMBER';

export interface User {
  _id: string;
  id: string;
  email: string;
  provider: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: Role;
  created: string;
  merchant: string | null;
}

export interface AuthState {
  /** The whole `Bearer <jwt>` string, sent verbatim as the Authorization header. */
  token: string | null;
  user: User | null;
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export const authStore = createStore<AuthState>({ token: readToken(), user: null });

/** Signed in: keeps the token in browser storage and, when known, the profile. */
export function signIn(token: string, user: User | null = null): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  authStore.setState({ token, user });
}

export function setUser(user: User | null): void {
  authStore.setState((state) => ({ ...state, user }));
}

/** Signed out (also on any 401): forgets the token and the profile. */
export function signOut(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  authStore.setState({ token: null, user: null });
}

export const getToken = (): string | null => authStore.getState().token;

/** Another tab signing in or out changes this one too. */
export function listenToOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY) return;
    if (event.newValue) authStore.setState({ token: event.newValue, user: null });
    else authStore.setState({ token: null, user: null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
