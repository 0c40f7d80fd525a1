import { apiFetch } from '@/lib/api-client';
import type { CartItem } from '@/stores/cart';

interface ProductItemResponse {
  product: { _id: string; price: number };
}

/**
 * GET /api/product/item/{slug} for each cart line → product id → the price the shop asks now.
 * A product the shop no longer shows (404) or that fails to load is left out.
 */
export async function fetchCurrentPrices(items: ReadonlyArray<Pick<CartItem, '_id' | 'slug'>>): Promise<Map<string, number>> {
  const found = await Promise.all(
    items.map(async ({ _id, slug }) => {
      try {
        const { product } = await apiFetch<ProductItemResponse>(`/product/item/${encodeURIComponent(slug)}`);
        return typeof product?.price === 'number' ? ([_id, product.price] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  return new Map(found.filter((entry): entry is readonly [string, number] => entry !== null));
}
