import { toast } from 'react-toastify';
import { ApiError } from './api-client';

export { toast };

export const DEFAULT_ERROR_TITLE = 'Please Try Again!';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized Access! Please login again';
export const FORBIDDEN_MESSAGE = 'Forbidden! You are not allowed to access this resource.';

/**
 * Central handling of a failed call (spec §8):
 * 400 → error notice titled with the caller's text, message from the body's error field;
 * 401 → 'Unauthorized Access! Please login again'; 403 → 'Forbidden! …';
 * 404 and any other status with a response → nothing; no response → the error's message.
 */
export function notifyError(error: unknown, title: string = DEFAULT_ERROR_TITLE): void {
  if (error instanceof ApiError) {
    if (error.status === 400) {
      toast.error(
        <div>
          <strong>{title}</strong>
          {error.message && <div>{error.message}</div>}
        </div>,
      );
    } else if (error.status === 401) {
      toast.error(UNAUTHORIZED_MESSAGE);
    } else if (error.status === 403) {
      toast.error(FORBIDDEN_MESSAGE);
    }
    return;
  }
  if (error instanceof Error && error.message) toast.error(error.message);
}
