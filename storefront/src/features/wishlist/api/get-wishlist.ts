import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { wishlistKeys } from '@/lib/query-keys';

export interface WishlistItem {
  _id: string;
  product: { _id: string; slug: string; name: string; price: number | null; imageUrl: string | null };
  created: string;
  isLiked: boolean;
}

/** GET /api/wishlist → {wishlist}: the signed-in shopper's liked products, newest first. */
export async function getWishlist(): Promise<WishlistItem[]> {
  const { wishlist } = await apiFetch<{ wishlist?: WishlistItem[] }>('/wishlist');
  return Array.isArray(wishlist) ? wishlist : [];
}

export const wishlistQueryOptions = () => queryOptions({ queryKey: wishlistKeys.all, queryFn: getWishlist });

export const useWishlist = () => useQuery(wishlistQueryOptions());
