import type { ReactNode } from 'react';
import { isNotFound } from '@/lib/api-client';
import { EmptyState } from './EmptyState';
import { ErrorMessage } from './ErrorMessage';
import { Loader } from './Loader';

/** The parts of a react-query result a page's states need. */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** Another query the page needs before it can show anything (e.g. the options of a select). */
export interface NeededQuery {
  query: QueryState<unknown>;
  /** Shown when it fails, with a retry. */
  error: string;
}

export interface PageStateProps<T> {
  query: QueryState<T>;
  /** The spinner's label for assistive technology, e.g. 'Loading brands…'. */
  loading: string;
  /** Shown instead of the spinner while loading: a stand-in with the content's final size, so nothing shifts. */
  skeleton?: ReactNode;
  /** Shown with a retry when the call fails, e.g. 'Could not load the brands.'. */
  error: string;
  /** The spec's text when the item does not exist (a 404), e.g. 'no brand found.'. */
  notFound?: ReactNode;
  /** The spec's text when there is nothing to list, e.g. 'no brands found.'. */
  empty?: ReactNode;
  /** When `empty` applies; by default when the data is an empty array. */
  isEmpty?: (data: T) => boolean;
  needs?: readonly NeededQuery[];
  /** The empty and not-found texts on a card (public pages, on the grey page background). */
  boxed?: boolean;
  children: (data: T) => ReactNode;
}

/** A query's states with other data (e.g. one field of its body, or another query's). */
export const withData = <T,>(query: QueryState<unknown>, data: T | undefined): QueryState<T> => ({
  isPending: query.isPending,
  isError: query.isError,
  error: query.error,
  refetch: query.refetch,
  data,
});

const isEmptyList = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

/**
 * A page's states in one place: loading, not found, error (with a retry), empty, then the data.
 * `needs` wait with the main query; their failures come after the main query's.
 */
export function PageState<T>({
  query,
  loading,
  skeleton,
  error,
  notFound,
  empty,
  isEmpty = isEmptyList,
  needs = [],
  boxed,
  children,
}: PageStateProps<T>) {
  if (query.isPending || needs.some((need) => need.query.isPending)) return skeleton ?? <Loader label={loading} />;
  if (query.isError || query.data === undefined) {
    if (notFound !== undefined && isNotFound(query.error)) return <EmptyState $boxed={boxed}>{notFound}</EmptyState>;
    return <ErrorMessage message={error} onRetry={() => void query.refetch()} />;
  }
  const failed = needs.find((need) => need.query.isError);
  if (failed) return <ErrorMessage message={failed.error} onRetry={() => void failed.query.refetch()} />;
  const data = query.data;
  if (empty !== undefined && isEmpty(data)) return <EmptyState $boxed={boxed}>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
