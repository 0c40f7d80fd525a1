import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

/** One search suggestion from GET /api/product/list/search/{term}. */
export interface SearchSuggestion {
  name: string;
  slug: string;
  imageUrl: string | null;
  price: number;
}

export async function searchProducts(term: string): Promise<SearchSuggestion[]> {
  const body = await apiFetch<{ products?: SearchSuggestion[] }>(
    `/product/list/search/${encodeURIComponent(term)}`,
  );
  return Array.isArray(body?.products) ? body.products : [];
}

export const searchProductsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: productKeys.search(term),
    queryFn: () => searchProducts(term),
    staleTime: 5 * 60_000,
  });

/** Suggestions for `term`; no request while the term is empty. Keeps the last list while loading. */
export const useSearchSuggestions = (term: string) =>
  useQuery({ ...searchProductsQueryOptions(term), enabled: term !== '', placeholderData: keepPreviousData });
