import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { SearchSuggestion } from './search-products';

/** Help for a search that found nothing: a corrected search (or null) and the popular products. */
export interface SearchHelp {
  didYouMean: string | null;
  popular: SearchSuggestion[];
}

/** GET /api/product/list/search/{term}/help (public). */
export const getSearchHelp = (term: string) =>
  apiFetch<SearchHelp>(`/product/list/search/${encodeURIComponent(term)}/help`);

export const useSearchHelp = (term: string) =>
  useQuery({ queryKey: ['products', 'search-help', term], queryFn: () => getSearchHelp(term), staleTime: 5 * 60_000, enabled: term !== '' });
