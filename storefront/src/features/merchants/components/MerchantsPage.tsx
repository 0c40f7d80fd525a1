import { useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { Pagination } from '@/components/Pagination';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { theme } from '@/lib/theme';
import { useMerchants } from '../api/get-merchants';
import { useSearchMerchants } from '../api/search-merchants';
import { useApproveMerchant, useDeleteMerchant, useRejectMerchant, useSetMerchantActive } from '../api/merchant-actions';
import type { MessageResponse } from '../types';
import { MerchantCard } from './MerchantCard';
import { MerchantSearch } from './MerchantSearch';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.muted};
`;

const countText = (count: number) => `${count} ${count === 1 ? 'merchant' : 'merchants'}`;

/**
 * /dashboard/merchant (admin): Add, search, count, the merchants a page at a time, or 'no
 * merchants found.'; every action reloads the list with the current search and page.
 */
export function MerchantsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searching = search !== '';
  const list = useMerchants(page, !searching);
  const found = useSearchMerchants(search);
  const query = searching ? found : list;
  const merchants = searching ? found.data : list.data?.merchants;
  const count = searching ? found.data?.length : list.data?.count;

  const approve = useApproveMerchant();
  const reject = useRejectMerchant();
  const setActive = useSetMerchantActive();
  const remove = useDeleteMerchant();
  const busy = approve.isPending || reject.isPending || setActive.isPending || remove.isPending;

  const run = async (action: Promise<MessageResponse>) => {
    try {
      const { message } = await action;
      if (message) toast.success(message);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SubPage title="Merchants" actions={<ButtonLink to="/dashboard/merchant/add">Add</ButtonLink>}>
      <MerchantSearch onSearch={setSearch} />
      {query.isPending ? (
        <Loader label="Loading merchants…" />
      ) : query.isError || !merchants ? (
        <ErrorMessage message="Could not load the merchants." onRetry={() => void query.refetch()} />
      ) : merchants.length === 0 ? (
        <EmptyState>no merchants found.</EmptyState>
      ) : (
        <>
          <Count aria-live="polite">{countText(count ?? merchants.length)}</Count>
          <List aria-label="Merchants">
            {merchants.map((merchant) => (
              <li key={merchant._id}>
                <MerchantCard
                  merchant={merchant}
                  busy={busy}
                  onApprove={(m) => void run(approve.mutateAsync(m._id))}
                  onReject={(m) => void run(reject.mutateAsync(m._id))}
                  onToggleActive={(m, isActive) => void run(setActive.mutateAsync({ id: m._id, isActive }))}
                  onDelete={(m) => void run(remove.mutateAsync(m._id))}
                />
              </li>
            ))}
          </List>
          {!searching && (
            <Pagination
              label="Merchants pages"
              pageCount={list.data?.totalPages ?? 0}
              currentPage={page}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </SubPage>
  );
}
