import { toast } from 'react-toastify';
import { ApiError } from './api-client';

export { toast };

export const DEFAULT_ERROR_TITLE = 'Please Try Again!';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized Access! Please login again';
export const FORBIDDEN_MESSAGE = 'Forbidden! You are not allowed to access this resource.';

/** One notice at a time for these, however many calls fail together. */
const UNAUTHORIZED_TOAST = 'unauthorized';
const FORBIDDEN_TOAST = 'forbidden';

export const notifyUnauthorized = () => toast.error(UNAUTHORIZED_MESSAGE, { toastId: UNAUTHORIZED_TOAST });
export const notifyForbidden = () => toast.error(FORBIDDEN_MESSAGE, { toastId: FORBIDDEN_TOAST });

/**
 * Central handling of a failed call (spec §8):
 * 400 → error notice titled with the caller's text, message from the body's error field;
 * 401 → 'Unauthorized Access! Please login again'; 403 → 'Forbidden! …';
 * 404 and any other status with a response → nothing; no response → the error's message.
 * One addition: 429 (too many attempts) shows the server's message like a 400, so a
 * rate-limited login does not fail silently.
 */
export function notifyError(error: unknown, title: string = DEFAULT_ERROR_TITLE): void {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 429) {
      toast.error(
        <div>
          <strong>{title}</strong>
          {error.message && <div>{error.message}</div>}
        </div>,
      );
    } else if (error.status === 401) {
      notifyUnauthorized();
    } else if (error.status === 403) {
      notifyForbidden();
    }
    return;
  }
  if (error instanceof Error && error.message) toast.error(error.message);
}
