import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@/api/addresses';
import { apiFetch } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

/** GET /api/address/{id} → {address}; 404 {message} when it is missing or someone else's. */
export async function getAddress(id: string): Promise<Address> {
  const { address } = await apiFetch<{ address: Address }>(`/address/${encodeURIComponent(id)}`);
  return address;
}

export const addressQueryOptions = (id: string) =>
  queryOptions({ queryKey: addressKeys.item(id), queryFn: () => getAddress(id) });

export const useAddress = (id: string) => useQuery(addressQueryOptions(id));
