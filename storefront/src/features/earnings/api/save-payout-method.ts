import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PayoutMethodInput, SavedPayoutMethod } from '../types';
import { earningsKeys } from './keys';

export const PAYOUT_METHOD_SAVED = 'Payout method has been saved.';

/**
 * PUT /api/earnings/payout-method {kind: 'mpesa', phone} | {kind: 'bank', bank: {bankName, branch, accountName,
 * accountNumber}} → {payoutMethod}; the route answers no message, so the page's notice is ours.
 */
export const savePayoutMethod = async (method: PayoutMethodInput) => {
  const reply = await apiFetch<{ payoutMethod: SavedPayoutMethod | null }>('/earnings/payout-method', {
    method: 'PUT',
    body: JSON.stringify(method),
  });
  return { ...reply, message: PAYOUT_METHOD_SAVED };
};

export function useSavePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutMethod,
    onSuccess: ({ payoutMethod }) => queryClient.setQueryData(earningsKeys.payoutMethod(), payoutMethod),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.payoutMethod() }),
  });
}
