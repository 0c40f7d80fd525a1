import type { ToastContent, ToastOptions } from 'react-toastify';
import { ApiError } from './api-client';

type Kind = 'success' | 'error' | 'warning';
type Toastify = typeof import('react-toastify');

/**
 * react-toastify loads with the first notice, not in the app's first bundle; the notice waits
 * in react-toastify's queue until the container (AppProvider) has mounted.
 */
let toastify: Promise<Toastify> | undefined;
const listeners = new Set<(module: Toastify) => void>();

export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify').then((module) => {
    listeners.forEach((listener) => listener(module));
    return module;
  });
  return toastify;
}

/** Calls `listener` once react-toastify has loaded (at once if it already has); returns an unsubscribe. */
export function onToastifyLoaded(listener: (module: Toastify) => void): () => void {
  listeners.add(listener);
  void toastify?.then(listener);
  return () => listeners.delete(listener);
}

const show =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void => {
    void loadToastify().then(({ toast }) => toast[kind](content, options));
  };

export const toast = { success: show('success'), error: show('error'), warning: show('warning') };

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
