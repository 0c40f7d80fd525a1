import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AuthResponse } from '../types';
import type { LoginValues } from '../utils/schemas';

/** POST /api/auth/login {email,password} → {success, token, user} (spec §7). */
export const login = (values: LoginValues): Promise<AuthResponse> =>
  apiFetch<AuthResponse>('/auth/login', { method: 'POST', body: JSON.stringify(values) });

export const useLogin = () => useMutation({ mutationFn: login });
