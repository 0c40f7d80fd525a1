import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ContentPageSlug = 'returns' | 'privacy' | 'terms';

/** A shop page the admin writes; `updated` is null while it shows the default text. */
export interface ContentPage {
  slug: ContentPageSlug;
  title: string;
  body: string;
  updated: string | null;
}

export const contentPageKeys = {
  all: ['content-page'] as const,
  page: (slug: ContentPageSlug) => ['content-page', slug] as const,
};

/** GET /api/page/{slug} (public). */
export const getContentPage = async (slug: ContentPageSlug) => (await apiFetch<{ page: ContentPage }>(`/page/${slug}`)).page;

export const contentPageQueryOptions = (slug: ContentPageSlug) =>
  queryOptions({ queryKey: contentPageKeys.page(slug), queryFn: () => getContentPage(slug), staleTime: 5 * 60_000 });

export const useContentPage = (slug: ContentPageSlug) => useQuery(contentPageQueryOptions(slug));

/** PUT /api/page/{slug} (admin) with `{ title, body }`. */
export const saveContentPage = ({ slug, title, body }: Pick<ContentPage, 'slug' | 'title' | 'body'>) =>
  apiFetch<{ success: boolean; message: string; page: ContentPage }>(`/page/${slug}`, {
    method: 'PUT',
    body: JSON.stringify({ title, body }),
  });

export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContentPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentPageKeys.all }) });
}
