import { getToken, signOut } from '@/stores/auth';
import { ApiError } from './api-client';
import { emitUnauthorized } from './auth-events';
import { notifyForbidden, notifyUnauthorized } from './notify';

const hasStatus = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;

/**
 * Any 401 from the API while signed in (spec §4, §8): sign out, say so once, and send the
 * user to /login. A 401 that arrives after signing out (a call still in flight) is ignored.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!hasStatus(error, 401)) return false;
  if (getToken() === null) return true;
  signOut();
  notifyUnauthorized();
  emitUnauthorized();
  return true;
}

/** Failed queries: 401 signs out, 403 shows the Forbidden notice; the rest is the page's business. */
export function onQueryError(error: unknown): void {
  if (handleUnauthorized(error)) return;
  if (hasStatus(error, 403)) notifyForbidden();
}

/** Failed mutations: 401 signs out; callers show the rest with notifyError and their own title. */
export function onMutationError(error: unknown): void {
  handleUnauthorized(error);
}
