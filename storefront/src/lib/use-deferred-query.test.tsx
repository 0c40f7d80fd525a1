import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './use-deferred-query';

type Seen = { status: string; isPending: boolean; isSuccess: boolean; data: string | undefined };

function Products({ page, seen }: { page: number; seen: Seen[] }) {
  const query = useDeferredQuery(
    useQuery({ queryKey: ['page', page], queryFn: () => Promise.resolve(`page ${page}`), placeholderData: (previous) => previous }),
  );
  seen.push({ status: query.status, isPending: query.isPending, isSuccess: query.isSuccess, data: query.data });
  return <p>{query.isPending ? 'Loading…' : query.data}</p>;
}

function Pages({ seen }: { seen: Seen[] }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <button onClick={() => setPage(2)}>Next</button>
      <Products page={page} seen={seen} />
    </>
  );
}

describe('useDeferredQuery', () => {
  it('reads as pending until the answer renders, then shows each new answer in place of the last', async () => {
    const seen: Seen[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Pages seen={seen} />
      </QueryClientProvider>,
    );

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('page 1')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Next' }).click();
    expect(await screen.findByText('page 2')).toBeInTheDocument();

    expect(seen.filter((state) => state.data === undefined && (state.isSuccess || !state.isPending))).toEqual([]);
    expect(seen.filter((state) => state.isSuccess).map((state) => state.data)).toContain('page 1');
    expect(seen.some((state) => state.status === 'pending' && state.data === undefined)).toBe(true);
  });
});
