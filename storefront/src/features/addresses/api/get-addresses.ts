import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Address } from '../types';
import { addressKeys } from './keys';

/** GET /api/address → {addresses}: the signed-in user's addresses. */
export async function getAddresses(): Promise<Address[]> {
  const body = await apiFetch<{ addresses?: Address[] }>('/address');
  return Array.isArray(body?.addresses) ? body.addresses : [];
}

export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());
