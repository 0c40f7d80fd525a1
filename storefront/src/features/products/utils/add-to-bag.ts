import { fileUrl } from '@/lib/files';
import { quantityCap } from '@/lib/quantity';
import type { Product } from '@/lib/types';
import { addToCart } from '@/stores/cart';
import { openCart } from '@/stores/ui';

/** Stock on hand: the product's quantity (the API copies it to `inventory` too). */
export const stockOf = (product: Pick<Product, 'inventory' | 'quantity'>): number =>
  Number(product.quantity ?? product.inventory ?? 0);

/**
 * The photo of a product's variant: the n-th variant shows the n-th photo when the product has
 * one (sellers upload a photo per variant in the variants' order), otherwise the first photo.
 */
export function variantImageUrl(product: Pick<Product, 'images' | 'imageUrl' | 'variants'>, variant: string | null): string | null {
  const images = product.images ?? [];
  const index = variant ? (product.variants ?? []).indexOf(variant) : -1;
  const own = index > 0 ? images[index] : undefined;
  if (own) return fileUrl(own);
  const firstImage = images[0];
  return product.imageUrl ?? (firstImage ? fileUrl(firstImage) : null);
}

/** Put a product in the cart, then close the menu and open the cart (spec §4). */
export function addProductToBag(product: Product, quantity: number, variant: string | null = null): void {
  addToCart({
    _id: product._id,
    name: product.name,
    slug: product.slug,
    imageUrl: variantImageUrl(product, variant),
    maxQuantity: quantityCap(stockOf(product)),
    quantity,
    variant,
    price: product.price,
    taxable: Boolean(product.taxable),
    isAddon: Boolean(product.isAddon),
  });
  openCart();
}
