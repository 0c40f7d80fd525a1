import type { Product } from '@/lib/types';

/** A product as the dashboard's calls return it (spec §3): active or not, with its brand. */
export type ManagedProduct = Product;

export interface ProductMessageResponse {
  success: boolean;
  message: string;
}
