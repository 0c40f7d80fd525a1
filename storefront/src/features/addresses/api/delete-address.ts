import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AddressMessageResponse } from '../types';
import { addressKeys } from '@/lib/query-keys';

/** DELETE /api/address/delete/{id} → {success, message}. */
export const deleteAddress = (id: string) =>
  apiFetch<AddressMessageResponse>(`/address/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    // The list only: the deleted item's own query would answer 404 while its page is leaving.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
