import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

/** A delivery address (spec §3) with Kenya's fields: county (one of 47), landmark, rider's phone. */
export interface Address {
  _id: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  county: string;
  landmark: string;
  phone: string;
  isDefault: boolean;
}

export type AddressInput = Omit<Address, '_id'>;

/** GET /api/address → {addresses}: the signed-in user's addresses. */
export async function getAddresses(): Promise<Address[]> {
  const body = await apiFetch<{ addresses?: Address[] }>('/address');
  return Array.isArray(body?.addresses) ? body.addresses : [];
}

export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());

/** POST /api/address/add → {success, message, address}. */
export const addAddress = (values: Partial<AddressInput>) =>
  apiFetch<{ success: boolean; message: string; address: Address }>('/address/add', {
    method: 'POST',
    body: JSON.stringify(values),
  });
