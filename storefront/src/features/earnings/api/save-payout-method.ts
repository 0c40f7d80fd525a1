import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PayoutMethod } from '../types';
import { earningsKeys } from './keys';

export interface SavePayoutMethodResponse {
  success: boolean;
  message: string;
  payoutMethod?: PayoutMethod;
}

/** PUT /api/earnings/payout-method {method: 'mpesa', phone} | {method: 'bank', bankName, accountName, accountNumber}. */
export const savePayoutMethod = (method: PayoutMethod) =>
  apiFetch<SavePayoutMethodResponse>('/earnings/payout-method', { method: 'PUT', body: JSON.stringify(method) });

export function useSavePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.payoutMethod() }),
  });
}
