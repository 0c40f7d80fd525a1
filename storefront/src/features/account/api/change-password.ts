import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ChangePasswordValues } from '../utils/schemas';

export interface ChangePasswordResponse {
  success: boolean;
  message: string;
}

/** POST /api/auth/reset {password: old, confirmPassword: new} (signed in) → {success, message}. */
export const changePassword = (values: ChangePasswordValues): Promise<ChangePasswordResponse> =>
  apiFetch<ChangePasswordResponse>('/auth/reset', { method: 'POST', body: JSON.stringify(values) });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
