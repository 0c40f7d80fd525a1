import { apiFetch } from '@/lib/api-client';
import type { CartItem } from '@/stores/cart';

export interface CreateCartResponse {
  cartId: string;
}

/** A cart line as POST /api/cart/add takes it (spec §7). */
export const toCartProduct = ({ _id, quantity, variant, price, taxable }: CartItem) => ({
  product: _id,
  quantity,
  variant,
  price,
  taxable,
});

/** POST /api/cart/add {products} → {cartId}: the server cart for the signed-in shopper. */
export async function createCart(items: CartItem[]): Promise<string> {
  const { cartId } = await apiFetch<CreateCartResponse>('/cart/add', {
    method: 'POST',
    body: JSON.stringify({ products: items.map(toCartProduct) }),
  });
  return cartId;
}
