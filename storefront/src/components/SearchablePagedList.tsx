import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageState, withData } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { SearchBox } from '@/components/SearchBox';
import { CardGrid } from '@/components/lists';
import { space, theme } from '@/lib/theme';

const Count = styled.p`
  margin: 0 0 ${space(4)};
  color: ${theme.colors.muted};
`;

/** A page of an admin list (spec §9): its items are read by `items`. */
export interface PagedData {
  totalPages: number;
  count: number;
}

export interface SearchablePagedListProps<T extends { _id: string }, P extends PagedData, K extends QueryKey, S extends QueryKey> {
  /** The list's name, e.g. 'Users'; its pages' navigation is '{label} pages'. */
  label: string;
  /** The count's noun, one and many: ['user', 'users'] → '1 user', '42 users'. */
  noun: readonly [one: string, many: string];
  search: { label: string; placeholder: string };
  /** One page of the list (one-based). */
  pageQuery: (page: number) => UseQueryOptions<P, Error, P, K>;
  items: (data: P) => T[];
  /** The search's results, disabled for the empty search. */
  searchQuery: (search: string) => UseQueryOptions<T[], Error, T[], S>;
  loading: string;
  error: string;
  empty: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * An admin list (users, merchants): the search box, the count, the cards a page at a time, or
 * the empty text. A search shows all its results, without pages (spec §5, §9).
 */
export function SearchablePagedList<T extends { _id: string }, P extends PagedData, K extends QueryKey, S extends QueryKey>({
  label,
  noun: [one, many],
  search: searchBox,
  pageQuery,
  items,
  searchQuery,
  loading,
  error,
  empty,
  renderItem,
}: SearchablePagedListProps<T, P, K, S>) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searching = search !== '';
  const list = useQuery({ ...pageQuery(page), enabled: !searching });
  const found = useQuery(searchQuery(search));
  const query = searching ? found : list;
  const shownItems = searching ? found.data : list.data && items(list.data);
  const count = searching ? found.data?.length : list.data?.count;

  return (
    <>
      <SearchBox label={searchBox.label} placeholder={searchBox.placeholder} onSearch={setSearch} />
      <PageState query={withData(query, shownItems)} loading={loading} error={error} empty={empty}>
        {(shown) => {
          const total = count ?? shown.length;
          return (
            <>
              <Count aria-live="polite">{`${total} ${total === 1 ? one : many}`}</Count>
              <CardGrid $min="18rem" aria-label={label}>
                {shown.map((item) => (
                  <li key={item._id}>{renderItem(item)}</li>
                ))}
              </CardGrid>
              {!searching && (
                <Pagination
                  label={`${label} pages`}
                  pageCount={list.data?.totalPages ?? 0}
                  currentPage={page}
                  onPageChange={setPage}
                />
              )}
            </>
          );
        }}
      </PageState>
    </>
  );
}
