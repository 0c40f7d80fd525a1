import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import { uploadForm } from '@/lib/upload';
import type { ManagedProduct, ProductMessageResponse } from '../types';

/** POST /api/product/{id}/images as multipart (one or more `image` files) → {success, message, product}. */
export const addProductImages = ({ id, files }: { id: string; files: File[] }) => {
  const form = new FormData();
  for (const file of files) form.append('image', file, file.name);
  return uploadForm<ProductMessageResponse & { product: ManagedProduct }>(`/product/${encodeURIComponent(id)}/images`, form);
};

export function useAddProductImages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProductImages, onSuccess: () => invalidateCatalogue(queryClient) });
}
