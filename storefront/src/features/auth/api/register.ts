import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AuthResponse } from '../types';
import type { SignupValues } from '../utils/schemas';

/** POST /api/auth/register {isSubscribed,email,firstName,lastName,password} → {success, token, user}. */
export const register = (values: SignupValues): Promise<AuthResponse> =>
  apiFetch<AuthResponse>('/auth/register', { method: 'POST', body: JSON.stringify(values) });

export const useRegister = () => useMutation({ mutationFn: register });
