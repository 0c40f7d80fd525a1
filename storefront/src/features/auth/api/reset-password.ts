import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from '../types';
import type { ResetPasswordValues } from '../utils/schemas';

/** POST /api/auth/reset/{token} {password, confirmPassword} → {success, message}. */
export const resetPassword = ({ token, ...values }: ResetPasswordValues & { token: string }) =>
  apiFetch<MessageResponse>(`/auth/reset/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: JSON.stringify(values),
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
