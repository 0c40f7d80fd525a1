import { useStore } from '../create-store';
import { authStore } from './auth-store';

export const useToken = () => useStore(authStore, (state) => state.token);
export const useUser = () => useStore(authStore, (state) => state.user);
export const useIsAuthenticated = () => useStore(authStore, (state) => state.token !== null);
