import { ButtonLink } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { PageState } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { SubPage } from '@/components/SubPage';
import { useSearchTerm } from '@/lib/use-search-term';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useMyOrders } from '../api/get-my-orders';
import { usePageParam } from '../hooks/use-page-param';
import { useIsAdmin, useIsMerchant } from '../hooks/use-role';
import { OrderList } from './OrderList';
import { countText, Count } from './OrdersLayout';
import { OrderSearch } from './OrderSearch';
import type { Order } from '../types';

export const YOUR_ORDERS_TITLE = 'Your Orders';
export const NO_ORDERS_TEXT = 'you have no orders yet!';
/** A search that matches none of the member's orders: they may well have orders. */
export const NO_MATCHING_ORDERS_TEXT = 'No orders match your search.';

/**
 * /dashboard/orders: the shopper's own orders, paginated, with a count and a search that keeps
 * the loaded orders whose number ('DK-10023') contains the typed text (spec §2, §5). Admins get 'Customer Orders'.
 */
export function OrdersPage() {
  const isAdmin = useIsAdmin();
  const isMerchant = useIsMerchant();
  const [page, setPage] = usePageParam();
  const search = useSearchTerm();
  const query = useMyOrders(page);
  const { data } = query;

  const term = search.term.toLowerCase();
  const matches = (order: Order) => !!order.number?.toLowerCase().includes(term);
  const orders = data ? (term ? data.orders.filter(matches) : data.orders) : [];
  const count = term ? orders.length : (data?.count ?? 0);

  return (
    <SubPage
      title={YOUR_ORDERS_TITLE}
      actions={
        (isAdmin || isMerchant) && (
          <ButtonLink to={dashboardPaths.customerOrders} $variant="primary">
            Customer Orders
          </ButtonLink>
        )
      }
    >
      <OrderSearch
        value={search.text}
        onChange={search.setText}
        onSubmit={search.submit}
        hint="At least 2 characters of the order number, e.g. DK-10023."
        placeholder="Type an order number"
      />
      <PageState query={query} loading="Loading orders…" error="Could not load your orders.">
        {({ totalPages, currentPage }) => (
          <>
            <Count role="status">{term ? `${countText(count)} found` : countText(count)}</Count>
            {orders.length > 0 ? <OrderList orders={orders} /> : <EmptyState>{term ? NO_MATCHING_ORDERS_TEXT : NO_ORDERS_TEXT}</EmptyState>}
            {!term && <Pagination label="Order pages" pageCount={totalPages} currentPage={currentPage} onPageChange={setPage} />}
          </>
        )}
      </PageState>
    </SubPage>
  );
}
