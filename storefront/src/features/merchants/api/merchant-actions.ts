import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from '../types';
import { merchantKeys } from './keys';

/** PUT /api/merchant/approve/{id}, PUT /api/merchant/reject/{id} (admin). */
export const approveMerchant = (id: string) =>
  apiFetch<MessageResponse>(`/merchant/approve/${encodeURIComponent(id)}`, { method: 'PUT', body: '{}' });
export const rejectMerchant = (id: string) =>
  apiFetch<MessageResponse>(`/merchant/reject/${encodeURIComponent(id)}`, { method: 'PUT', body: '{}' });

/** PUT /api/merchant/{id}/active {merchant:{isActive}} (admin). */
export const setMerchantActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiFetch<MessageResponse>(`/merchant/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: JSON.stringify({ merchant: { isActive } }),
  });

/** DELETE /api/merchant/delete/{id} (admin). */
export const deleteMerchant = (id: string) =>
  apiFetch<MessageResponse>(`/merchant/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Each action reloads the list with the current search and page (spec §4). */
function useMerchantMutation<T>(mutationFn: (input: T) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.all }) });
}

export const useApproveMerchant = () => useMerchantMutation(approveMerchant);
export const useRejectMerchant = () => useMerchantMutation(rejectMerchant);
export const useSetMerchantActive = () => useMerchantMutation(setMerchantActive);
export const useDeleteMerchant = () => useMerchantMutation(deleteMerchant);
