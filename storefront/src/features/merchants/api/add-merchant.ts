import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Merchant } from '../types';
import type { MerchantValues } from '../utils/schema';

export interface AddMerchantResponse {
  success: boolean;
  message: string;
  merchant: Merchant;
}

/** POST /api/merchant/add {name,email,phoneNumber,brand,business} (public) → {success, message, merchant}. */
export const addMerchant = (values: MerchantValues): Promise<AddMerchantResponse> =>
  apiFetch<AddMerchantResponse>('/merchant/add', { method: 'POST', body: JSON.stringify(values) });

export const useAddMerchant = () => useMutation({ mutationFn: addMerchant });
