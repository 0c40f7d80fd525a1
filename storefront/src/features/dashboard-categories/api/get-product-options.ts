import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/form';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

/** GET /api/product/list/select → {products: [{_id, name}]} as options of the products multi-select. */
export async function getProductOptions(): Promise<SelectOption[]> {
  const body = await apiFetch<{ products?: { _id: string; name: string }[] }>('/product/list/select');
  const products = Array.isArray(body?.products) ? body.products : [];
  return products.map((product) => ({ value: product._id, label: product.name }));
}

export const productOptionsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.productOptions(), queryFn: getProductOptions });

export const useProductOptions = () => useQuery(productOptionsQueryOptions());
