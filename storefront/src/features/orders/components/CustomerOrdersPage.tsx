import { Navigate } from 'react-router-dom';
import { ButtonLink } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { PageState, withData } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { SubPage } from '@/components/SubPage';
import { useSearchTerm } from '@/lib/use-search-term';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { ROLE } from '@/lib/roles';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useSearchOrders } from '../api/search-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { usePageParam } from '../hooks/use-page-param';
import { useCurrentRole, useIsMerchant } from '../hooks/use-role';
import { OrderFilters } from './OrderFilters';
import { OrderList } from './OrderList';
import { countText, Count } from './OrdersLayout';
import { OrderSearch } from './OrderSearch';
import { SalesView } from './SalesView';

export const CUSTOMER_ORDERS_TITLE = 'Customer Orders';
export const NO_CUSTOMER_ORDERS_TEXT = 'No orders found.';

/**
 * /dashboard/orders/customers: every order for admins (with search by complete order ID or number,
 * and filters by line status and delivery county); for a merchant, her sales (`SalesView`): the
 * orders holding her products, showing only those lines. Each order says whom it goes to (name,
 * phone) and where.
 */
export function CustomerOrdersPage() {
  const isMerchant = useIsMerchant();
  // A seller opens on her sales: tabs, search, bulk status changes, packing slips (issue items 12–14).
  return isMerchant ? <SalesView title={CUSTOMER_ORDERS_TITLE} /> : <AllCustomerOrders />;
}

function AllCustomerOrders() {
  const role = useCurrentRole();
  const isAdmin = role === ROLE.admin;
  const isMerchant = useIsMerchant();
  const isStaff = isAdmin || isMerchant;
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useOrderFilters();
  const search = useSearchTerm();
  const searching = isAdmin && search.term.length > 0;
  // Only admins filter; a merchant's list is short (their own sales).
  const list = useCustomerOrders(page, isAdmin ? filters : {}, isStaff);
  const found = useSearchOrders(searching ? search.term : '');

  // Anyone else goes back to their own orders.
  if (role && !isStaff) return <Navigate to={dashboardPaths.orders} replace />;

  const query = searching ? withData(found, found.data) : withData(list, list.data?.orders);
  const count = searching ? (found.data?.length ?? 0) : (list.data?.count ?? 0);

  return (
    <SubPage
      title={CUSTOMER_ORDERS_TITLE}
      actions={
        <ButtonLink to={dashboardPaths.orders} $variant="secondary">
          My Orders
        </ButtonLink>
      }
    >
      {isAdmin && (
        <OrderSearch value={search.text} onChange={search.setText} onSubmit={search.submit} hint="The complete order ID or number (DK-10342)." />
      )}
      {isAdmin && !searching && <OrderFilters filters={filters} onChange={setFilters} />}
      <PageState query={query} loading="Loading orders…" error="Could not load the orders.">
        {(orders) => (
          <>
            <Count role="status">{searching ? `${countText(count)} found` : countText(count)}</Count>
            {orders.length > 0 ? <OrderList orders={orders} showDelivery /> : <EmptyState>{NO_CUSTOMER_ORDERS_TEXT}</EmptyState>}
            {!searching && list.data && (
              <Pagination label="Order pages" pageCount={list.data.totalPages} currentPage={list.data.currentPage} onPageChange={setPage} />
            )}
          </>
        )}
      </PageState>
    </SubPage>
  );
}
