import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { productKeys, wishlistKeys } from '@/lib/query-keys';

export interface LikeInput {
  product: string;
  isLiked: boolean;
}

/** POST /api/wishlist {product, isLiked}. */
export const setLiked = (input: LikeInput) =>
  apiFetch<{ success: boolean; message: string }>('/wishlist', { method: 'POST', body: JSON.stringify(input) });

/** Likes or unlikes a product; the wishlist and the products' isLiked refresh afterwards. */
export function useSetLiked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLiked,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
    onError: (error) => notifyError(error),
  });
}
