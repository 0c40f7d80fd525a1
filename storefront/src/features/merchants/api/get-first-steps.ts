import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Where a new merchant stands on the first steps: her brand, whether she has a product and a payout method. */
export interface FirstSteps {
  brand: { _id: string; name: string; isActive: boolean } | null;
  hasProduct: boolean;
  hasPayoutMethod: boolean;
}

/** GET /api/brand, /api/product and /api/earnings/payout-method (her own, each), read together. */
export async function getFirstSteps(): Promise<FirstSteps> {
  const [brands, products, method] = await Promise.all([
    apiFetch<{ brands?: FirstSteps['brand'][] }>('/brand'),
    apiFetch<{ products?: unknown[] }>('/product'),
    apiFetch<{ payoutMethod?: unknown }>('/earnings/payout-method'),
  ]);
  return {
    brand: brands?.brands?.[0] ?? null,
    hasProduct: (products?.products?.length ?? 0) > 0,
    hasPayoutMethod: Boolean(method?.payoutMethod),
  };
}

export const useFirstSteps = () => useQuery({ queryKey: ['merchants', 'first-steps'], queryFn: getFirstSteps });
