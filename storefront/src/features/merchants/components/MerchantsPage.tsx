import { ButtonLink } from '@/components/Button';
import { SearchablePagedList } from '@/components/SearchablePagedList';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { withNotices, type MessageBody } from '@/lib/mutation-notices';
import { merchantsQueryOptions } from '../api/get-merchants';
import { searchMerchantsQueryOptions } from '../api/search-merchants';
import { useApproveMerchant, useDeleteMerchant, useRejectMerchant, useSetMerchantActive } from '../api/merchant-actions';
import { MerchantCard } from './MerchantCard';

/**
 * /dashboard/merchant (admin): Add, search, count, the merchants a page at a time, or 'no
 * merchants found.'; every action reloads the list with the current search and page.
 */
export function MerchantsPage() {
  const approve = useApproveMerchant();
  const reject = useRejectMerchant();
  const setActive = useSetMerchantActive();
  const remove = useDeleteMerchant();
  const busy = approve.isPending || reject.isPending || setActive.isPending || remove.isPending;

  const run = (action: () => Promise<MessageBody>) => void withNotices(action);

  return (
    <SubPage title="Merchants" actions={<ButtonLink to={dashboardPaths.merchant.add}>Add</ButtonLink>}>
      <SearchablePagedList
        label="Merchants"
        noun={['merchant', 'merchants']}
        search={{ label: 'Search merchants', placeholder: 'Type email, phone number, brand or status' }}
        pageQuery={merchantsQueryOptions}
        items={(data) => data.merchants}
        searchQuery={searchMerchantsQueryOptions}
        loading="Loading merchants…"
        error="Could not load the merchants."
        empty="no merchants found."
        renderItem={(merchant) => (
          <MerchantCard
            merchant={merchant}
            busy={busy}
            onApprove={(m) => run(() => approve.mutateAsync(m._id))}
            onReject={(m) => run(() => reject.mutateAsync(m._id))}
            onToggleActive={(m, isActive) => run(() => setActive.mutateAsync({ id: m._id, isActive }))}
            onDelete={(m) => run(() => remove.mutateAsync(m._id))}
          />
        )}
      />
    </SubPage>
  );
}
