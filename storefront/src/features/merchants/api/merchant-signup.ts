import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { User } from '@/stores/auth';
import type { MessageResponse } from '../types';
import type { MerchantSignupValues } from '../utils/schema';

/** The sign-up's answer: the new merchant signed in (`token`, `user`), as register answers. */
export type MerchantSignupResponse = MessageResponse & { token?: string; user?: User };

/** POST /api/merchant/signup/{token} {email,firstName,lastName,password} (public) → {success, message, token, user}. */
export const merchantSignup = ({ token, values }: { token: string; values: MerchantSignupValues }) =>
  apiFetch<MerchantSignupResponse>(`/merchant/signup/${encodeURIComponent(token)}`, { method: 'POST', body: JSON.stringify(values) });

export const useMerchantSignup = () => useMutation({ mutationFn: merchantSignup });
