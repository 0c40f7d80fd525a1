import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** A word shoppers type and what the catalogue calls it (works both ways). */
export interface Synonym {
  _id: string;
  term: string;
  meaning: string;
}

const synonymKeys = { all: ['search-synonyms'] as const };

/** GET /api/search/synonym (admin). */
export const getSynonyms = async () => (await apiFetch<{ synonyms: Synonym[] }>('/search/synonym')).synonyms;

export const useSynonyms = () => useQuery({ queryKey: synonymKeys.all, queryFn: getSynonyms });

/** POST /api/search/synonym/add (admin) with `{ term, meaning }`. */
export const addSynonym = (values: Pick<Synonym, 'term' | 'meaning'>) =>
  apiFetch<{ success: boolean; message: string; synonym: Synonym }>('/search/synonym/add', {
    method: 'POST',
    body: JSON.stringify(values),
  });

/** DELETE /api/search/synonym/delete/{id} (admin). */
export const deleteSynonym = (id: string) =>
  apiFetch<{ success: boolean; message: string }>(`/search/synonym/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

function useSynonymMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Searches read differently now: drop the suggestions and listings kept in memory too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: synonymKeys.all }), queryClient.invalidateQueries({ queryKey: ['products'] })]),
  });
}

export const useAddSynonym = () => useSynonymMutation(addSynonym);
export const useDeleteSynonym = () => useSynonymMutation(deleteSynonym);
