import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import { uploadForm } from '@/lib/upload';
import type { ManagedProduct, ProductMessageResponse } from '../types';

export interface AddProductInput {
  /** The multipart fields and `image` files (see toProductForm). */
  form: FormData;
  /** The upload's progress, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** POST /api/product/add as multipart (fields and one or more `image` files) → {success, message, product}. */
export const addProduct = ({ form, onProgress }: AddProductInput) =>
  uploadForm<ProductMessageResponse & { product: ManagedProduct }>('/product/add', form, { onProgress });

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProduct, onSuccess: () => invalidateCatalogue(queryClient) });
}
