import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from '../types';
import type { ForgotPasswordValues } from '../utils/schemas';

/** POST /api/auth/forgot {email} → {success, message}: e-mails a reset link. */
export const forgotPassword = (values: ForgotPasswordValues): Promise<MessageResponse> =>
  apiFetch<MessageResponse>('/auth/forgot', { method: 'POST', body: JSON.stringify(values) });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
