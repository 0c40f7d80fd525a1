import { useDeferredValue } from 'react';

interface QueryWithData {
  isPending: boolean;
  data: unknown;
}

/**
 * The query with its answer handed to the page at low priority: React renders a long answer
 * (a product grid, a product page) in short slices between other work, so it never blocks a
 * tap, a scroll or the first paint. Until that render is ready the page keeps what it shows:
 * a first answer still reads as pending, a new one shows the previous answer.
 */
export function useDeferredQuery<Q extends QueryWithData>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  if (data !== undefined) return { ...query, data };
  return { ...query, data, isPending: true, isSuccess: false, status: 'pending' };
}
