import { useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { PageState, withData } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
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
    <SubPage title="Merchants" actions={<ButtonLink to={dashboardPaths.merchant.add}>Add</ButtonLink>}>
      <MerchantSearch onSearch={setSearch} />
      <PageState
        query={withData(query, merchants)}
        loading="Loading merchants…"
        error="Could not load the merchants."
        empty="no merchants found."
      >
        {(shown) => (
          <>
            <Count aria-live="polite">{countText(count ?? shown.length)}</Count>
            <List aria-label="Merchants">
              {shown.map((merchant) => (
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
      </PageState>
    </SubPage>
  );
}
