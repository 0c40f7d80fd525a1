import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Address, AddressMessageResponse } from '../types';
import type { AddressValues } from '../utils/schema';
import { addressKeys } from './keys';

/** POST /api/address/add {isDefault,address,city,state,country,zipCode} → {success, message, address}. */
export const addAddress = (values: AddressValues) =>
  apiFetch<AddressMessageResponse & { address: Address }>('/address/add', {
    method: 'POST',
    body: JSON.stringify(values),
  });

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
