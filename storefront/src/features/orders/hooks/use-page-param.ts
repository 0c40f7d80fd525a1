import { useSearchParams } from 'react-router-dom';

/** The one-based `page` of the address's query, and a setter that keeps history per page. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage];
}
