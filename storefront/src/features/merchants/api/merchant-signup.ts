import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from '../types';
import type { MerchantSignupValues } from '../utils/schema';

/** POST /api/merchant/signup/{token} {email,firstName,lastName,password} (public) → {success}. */
export const merchantSignup = ({ token, values }: { token: string; values: MerchantSignupValues }) =>
  apiFetch<MessageResponse>(`/merchant/signup/${encodeURIComponent(token)}`, { method: 'POST', body: JSON.stringify(values) });

export const useMerchantSignup = () => useMutation({ mutationFn: merchantSignup });
