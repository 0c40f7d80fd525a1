import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { HistorySlot } from '@/components/HistorySlot';
import { PageState } from '@/components/PageState';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsAuthenticated } from '@/stores/auth';
import { useCurrentRole, useIsAdmin } from '../hooks/use-role';
import { useOrder } from '../api/get-order';
import { OrderItems } from './OrderItems';
import { OrderDeliveryCard } from './OrderDeliveryCard';
import { OrderCashCard } from './OrderCashCard';
import { OrderMeta } from './OrderMeta';
import { OrderRefundBlock } from './OrderRefundBlock';
import { OrderSummary } from './OrderSummary';

export const NO_ORDER_TEXT = 'no order found.';

const Columns = styled.div`
  display: grid;
  gap: ${space(5)};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }
`;

function OrderDetails({ id }: { id: string }) {
  const isAdmin = useIsAdmin();
  const role = useCurrentRole();
  const isStaff = role === 'ROLE_ADMIN' || role === 'ROLE_MERCHANT';
  return (
    <PageState query={useOrder(id)} loading="Loading order…" error="Could not load this order." notFound={NO_ORDER_TEXT}>
      {(order) => {
        const viewer = order.viewer ?? (isAdmin ? 'admin' : 'buyer');
        return (
          <>
            <OrderMeta order={order} />
            <OrderRefundBlock order={order} />
            <OrderDeliveryCard order={order} viewer={viewer} />
            <OrderCashCard order={order} viewer={viewer} />
            <Columns>
              <OrderItems order={order} viewer={viewer} />
              <OrderSummary order={order} />
            </Columns>
            {isStaff && (
              <HistorySlot entity="order" id={order._id} version={order.products.map((line) => line.status).join()} />
            )}
          </>
        );
      }}
    </PageState>
  );
}

/** /order/:id (spec §2): the order's details, where it goes (or the buyer's prompt), items with their status menus, and summary. */
export function OrderPage() {
  useDocumentTitle('Order Details');
  const { id = '' } = useParams();
  const isAuthenticated = useIsAuthenticated();
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <OrderDetails id={id} />;
}
