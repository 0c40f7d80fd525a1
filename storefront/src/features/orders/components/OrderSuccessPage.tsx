import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { PageState } from '@/components/PageState';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsAuthenticated } from '@/stores/auth';
import { useOrder } from '../api/get-order';

export const NO_ORDER_FOUND_TEXT = 'No order found.';

const Box = styled.section`
  max-width: 40rem;
  margin: ${space(4)} auto;
  padding: ${space(8, 6)};
  text-align: center;
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};

  h1 {
    margin: ${space(0, 0, 4)};
    font-size: ${theme.fontSize[160]};
  }

  p {
    margin: ${space(0, 0, 2)};
  }

  .success-id {
    word-break: break-all;
  }

  .success-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space(3)};
    margin-top: ${space(6)};
  }
`;

function OrderSuccess({ id }: { id: string }) {
  return (
    <PageState query={useOrder(id)} loading="Loading order…" error="Could not load this order." notFound={NO_ORDER_FOUND_TEXT}>
      {(order) => (
        <Box aria-labelledby="order-success-title">
          <h1 id="order-success-title">Thank you for your order.</h1>
          <p>
            {order.number ? (
              <>
                Order{' '}
                <Link className="success-id" to={`/order/${order._id}?success`}>
                  {order.number}
                </Link>{' '}
                has been placed.
              </>
            ) : (
              <>
                Your order has been <Link to={`/order/${order._id}?success`}>placed</Link>.
              </>
            )}
          </p>
          {order.payment?.method === 'mpesa' && order.payment.receipt && (
            <p data-testid="success-receipt">Paid with M-Pesa · receipt {order.payment.receipt}</p>
          )}
          <p>A confirmation email will be sent to you shortly.</p>
          <div className="success-actions">
            <ButtonLink to={dashboardPaths.orders} $variant="secondary">
              Manage Orders
            </ButtonLink>
            <ButtonLink to="/shop" $variant="primary">
              Continue Shopping
            </ButtonLink>
          </div>
        </Box>
      )}
    </PageState>
  );
}

/** /order/success/:id (spec §2): the placed-order confirmation. */
export function OrderSuccessPage() {
  useDocumentTitle('Order placed');
  const { id = '' } = useParams();
  const isAuthenticated = useIsAuthenticated();
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <OrderSuccess id={id} />;
}
