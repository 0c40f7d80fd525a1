import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addAddress } from '@/api/addresses';
import { addressKeys } from '@/lib/query-keys';

/** Adds an address (POST /api/address/add, the shared fetcher) and refreshes the list. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
