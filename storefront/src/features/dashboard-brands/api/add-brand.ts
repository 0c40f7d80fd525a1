import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { BrandMessageResponse, ManagedBrand } from '../types';

export interface NewBrand {
  name: string;
  description: string;
  isActive: boolean;
}

/** POST /api/brand/add {name, description, isActive} (admin) → {success, message, brand}. */
export const addBrand = (brand: NewBrand) =>
  apiFetch<BrandMessageResponse & { brand: ManagedBrand }>('/brand/add', {
    method: 'POST',
    body: JSON.stringify(brand),
  });

export function useAddBrand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBrand, onSuccess: () => invalidateCatalogue(queryClient) });
}
