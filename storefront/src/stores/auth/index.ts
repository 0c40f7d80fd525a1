export {
  authStore,
  getToken,
  listenToOtherTabs,
  setUser,
  signIn,
  signOut,
  TOKEN_KEY,
  type AuthState,
  type Role,
  type User,
} from './auth-store';
export * from './hooks';
