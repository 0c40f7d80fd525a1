import type { ManagedBrand } from '../types';

/**
 * 'By {merchant name}' for a brand of another merchant (spec §2); null for the viewer's own
 * brand, a brand without a merchant, or when the merchant's name is not known.
 */
export function ownerText(brand: ManagedBrand, viewerMerchantId: string | null | undefined): string | null {
  const merchant = brand.merchant;
  if (!merchant || (viewerMerchantId && merchant._id === viewerMerchantId)) return null;
  const name = merchant.name?.trim();
  return name ? `By ${name}` : null;
}
