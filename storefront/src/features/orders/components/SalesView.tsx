import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { PageState, withData } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { StackList } from '@/components/lists';
import { TabsNav as Tabs } from '@/components/StatusTabs';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useSearchTerm } from '@/lib/use-search-term';
import { useCustomerOrders } from '../api/get-customer-orders';
import { usePageParam } from '../hooks/use-page-param';
import { LINE_STATUSES, type LineStatus } from '../types';
import { DEFAULT_SALES_STATUS, SALES_TABS, tabLabel } from '../utils/sales';
import { countText, Count } from './OrdersLayout';
import { OrderSearch } from './OrderSearch';
import { SaleCard } from './SaleCard';


const isLineStatus = (value: string | null): value is LineStatus => value !== null && (LINE_STATUSES as readonly string[]).includes(value);

/** The address of a tab: the same page with `?status=…` (Pending, the default, has none), on its first page. */
function tabHref(params: URLSearchParams, status: LineStatus) {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (status === DEFAULT_SALES_STATUS) next.delete('status');
  else next.set('status', status);
  const query = next.toString();
  return query ? `?${query}` : '?';
}

export const NO_SALES_TEXT = 'No orders here.';

/**
 * A seller's Customer Orders (issue item 12): her sales by tab — Pending, Ready to ship, Shipped,
 * Delivered, Cancelled, each with its count — and a search by DK number, buyer's name or phone.
 * The tab is the address's `status` (a line status, as the Overview links it), so Back and links
 * keep it. Each order is a card to mark lines Processing or Shipped and to print its packing slip.
 */
export function SalesView({ title }: { title: string }) {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status = isLineStatus(raw) ? raw : DEFAULT_SALES_STATUS;
  const [page, setPage] = usePageParam();
  const search = useSearchTerm();
  const list = useCustomerOrders(page, { status, search: search.term });
  const counts = list.data?.counts;

  return (
    <SubPage
      title={title}
      actions={
        <ButtonLink to={dashboardPaths.orders} $variant="secondary">
          My Orders
        </ButtonLink>
      }
    >
      <OrderSearch
        value={search.text}
        onChange={search.setText}
        onSubmit={search.submit}
        placeholder="DK number, buyer name or phone"
        hint="An order number (DK-10342), the buyer's name or phone."
      />
      <Tabs aria-label="Orders by status">
        <ul>
          {SALES_TABS.map((tab) => (
            <li key={tab.status}>
              <Link to={tabHref(searchParams, tab.status)} aria-current={tab.status === status ? 'page' : undefined} data-testid={`tab-${tab.status}`}>
                {tabLabel(tab.label, counts?.[tab.status])}
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
      <PageState query={withData(list, list.data?.orders)} loading="Loading orders…" error="Could not load the orders.">
        {(orders) => (
          <>
            <Count role="status">{search.term ? `${countText(list.data?.count ?? 0)} found` : countText(list.data?.count ?? 0)}</Count>
            {orders.length > 0 ? (
              <StackList aria-label="Sales">
                {orders.map((order) => (
                  <li key={order._id}>
                    <SaleCard order={order} />
                  </li>
                ))}
              </StackList>
            ) : (
              <EmptyState>{NO_SALES_TEXT}</EmptyState>
            )}
            {list.data && <Pagination label="Order pages" pageCount={list.data.totalPages} currentPage={list.data.currentPage} onPageChange={setPage} />}
          </>
        )}
      </PageState>
    </SubPage>
  );
}
