import { fileUrl } from '@/lib/files';
import type { Product } from '@/lib/types';
import { addToCart } from '@/stores/cart';
import { openCart } from '@/stores/ui';

/** Stock on hand: the product's quantity (the API copies it to `inventory` too). */
export const stockOf = (product: Pick<Product, 'inventory' | 'quantity'>): number =>
  Number(product.quantity ?? product.inventory ?? 0);

/** Put a product in the cart, then close the menu and open the cart (spec §4). */
export function addProductToBag(product: Product, quantity: number, variant: string | null = null): void {
  const firstImage = product.images?.[0];
  addToCart({
    _id: product._id,
    name: product.name,
    slug: product.slug,
    imageUrl: product.imageUrl ?? (firstImage ? fileUrl(firstImage) : null),
    quantity,
    variant,
    price: product.price,
    taxable: Boolean(product.taxable),
    isAddon: Boolean(product.isAddon),
  });
  openCart();
}
