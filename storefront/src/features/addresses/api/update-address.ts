import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AddressMessageResponse } from '../types';
import type { AddressValues } from '../utils/schema';
import { addressKeys } from '@/lib/query-keys';

/** PUT /api/address/{id} with the address (Kenya's fields too) → {success, message}. */
export const updateAddress = ({ id, ...values }: AddressValues & { id: string }) =>
  apiFetch<AddressMessageResponse>(`/address/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(values),
  });

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
