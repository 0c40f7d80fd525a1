import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/Button';
import { SearchablePagedList } from '@/components/SearchablePagedList';
import { StatusTabs, useCurrentTab } from '@/components/StatusTabs';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { withNotices, type MessageBody } from '@/lib/mutation-notices';
import { merchantsQueryOptions } from '../api/get-merchants';
import { searchMerchantsQueryOptions } from '../api/search-merchants';
import { useApproveMerchant, useDeleteMerchant, useRejectMerchant, useSetMerchantActive } from '../api/merchant-actions';
import { MerchantCard } from './MerchantCard';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'waiting', label: 'Waiting' },
] as const;

/**
 * /dashboard/merchant (admin): Add, the All and Waiting tabs (Waiting with its count, refreshed by
 * every action), search, count, the merchants a page at a time, or 'no merchants found.'; every
 * action reloads the list with the current search and page.
 */
export function MerchantsPage() {
  const approve = useApproveMerchant();
  const reject = useRejectMerchant();
  const setActive = useSetMerchantActive();
  const remove = useDeleteMerchant();
  const busy = approve.isPending || reject.isPending || setActive.isPending || remove.isPending;
  const tab = useCurrentTab(TABS);
  const waiting = useQuery(merchantsQueryOptions(1, 'Waiting Approval'));

  const run = (action: () => Promise<MessageBody>) => void withNotices(action);

  return (
    <SubPage title="Merchants" actions={<ButtonLink to={dashboardPaths.merchant.add}>Add</ButtonLink>}>
      <StatusTabs
        label="Merchants by status"
        tabs={TABS.map((one) => (one.value === 'waiting' ? { ...one, count: waiting.data?.count } : one))}
      />
      <SearchablePagedList
        key={tab}
        label="Merchants"
        noun={['merchant', 'merchants']}
        search={{ label: 'Search merchants', placeholder: 'Type email, phone number, brand or status' }}
        pageQuery={(page) => merchantsQueryOptions(page, tab === 'waiting' ? 'Waiting Approval' : undefined)}
        items={(data) => data.merchants}
        searchQuery={searchMerchantsQueryOptions}
        loading="Loading merchants…"
        error="Could not load the merchants."
        empty={tab === 'waiting' ? 'No merchant is waiting for approval.' : 'no merchants found.'}
        renderItem={(merchant) => (
          <MerchantCard
            merchant={merchant}
            busy={busy}
            onApprove={(m, contact) => run(() => approve.mutateAsync(contact ? { id: m._id, contact } : m._id))}
            onReject={(m) => run(() => reject.mutateAsync(m._id))}
            onToggleActive={(m, isActive) => run(() => setActive.mutateAsync({ id: m._id, isActive }))}
            onDelete={(m) => run(() => remove.mutateAsync(m._id))}
          />
        )}
      />
    </SubPage>
  );
}
