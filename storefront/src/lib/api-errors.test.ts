import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, signIn, signOut } from '@/stores/auth';
import { ApiError } from './api-client';
import { handleUnauthorized, onQueryError } from './api-errors';
import { onUnauthorized } from './auth-events';
import { toast } from './notify';

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('central 401 / 403 handling (spec §4, §8)', () => {
  it('signs out on a 401 while signed in, shows the notice once and asks for /login', () => {
    const error = vi.spyOn(toast, 'error');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    signIn('Bearer t');

    expect(handleUnauthorized(new ApiError(401, 'Unauthorized'))).toBe(true);
    expect(authStore.getState().token).toBeNull();
    expect(error).toHaveBeenCalledWith('Unauthorized Access! Please login again', { toastId: 'unauthorized' });
    expect(listener).toHaveBeenCalledTimes(1);

    // A second 401 (a call still in flight) changes nothing.
    handleUnauthorized(new ApiError(401, 'Unauthorized'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves other errors alone', () => {
    signIn('Bearer t');
    expect(handleUnauthorized(new ApiError(400, 'Bad'))).toBe(false);
    expect(handleUnauthorized(new Error('offline'))).toBe(false);
    expect(authStore.getState().token).toBe('Bearer t');
  });

  it('shows the Forbidden notice for a 403 query, nothing for a 404', () => {
    const error = vi.spyOn(toast, 'error');
    onQueryError(new ApiError(404, 'No address found.'));
    expect(error).not.toHaveBeenCalled();
    onQueryError(new ApiError(403, 'You are not allowed to access this resource.'));
    expect(error).toHaveBeenCalledWith('Forbidden! You are not allowed to access this resource.', { toastId: 'forbidden' });
  });
});
