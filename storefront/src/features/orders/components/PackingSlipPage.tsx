import { Navigate, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/components/Button';
import { PageState } from '@/components/PageState';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { formatDate, formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrder } from '../api/get-order';
import { useCurrentRole } from '../hooks/use-role';
import type { Order } from '../types';
import { deliveryLines, isAwaitingDelivery } from '../utils/delivery';
import { lineName } from '../utils/order-status';
import { cashInstruction, collectionCode } from '../utils/sales';
import { NO_ORDER_TEXT } from './OrderPage';

/** On paper only the slip: the shop's header, menu and the Print button are left out. */
const PrintOnlySlip = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }

    [data-packing-slip],
    [data-packing-slip] * {
      visibility: visible;
    }

    [data-packing-slip] {
      position: absolute;
      inset: 0 0 auto 0;
      border: 0 !important;
      box-shadow: none !important;
    }

    .slip-no-print {
      display: none !important;
    }
  }
`;

const Slip = styled.article`
  display: grid;
  gap: ${space(4)};
  max-width: 48rem;
  padding: ${space(5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.text};

  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${space(3)};
  }

  h1 {
    margin: 0;
    font-size: ${theme.fontSize[130]};
  }

  h2 {
    margin: ${space(0, 0, 2)};
    font-size: ${theme.fontSize[105]};
  }

  p {
    margin: 0;
  }

  section {
    padding: ${space(3, 0, 0)};
    border-top: 1px solid ${theme.colors.border};
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${space(1.6, 2)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  .slip-qty {
    text-align: right;
  }

  .slip-code {
    font-size: ${theme.fontSize[120]};
    font-weight: 700;
    letter-spacing: 0.1em;
  }

  .slip-cash {
    font-weight: 700;
  }
`;

/** The packing slip of one order, as the seller sees it (her lines not cancelled). */
export function PackingSlip({ order }: { order: Order }) {
  const lines = order.products.filter((line) => line.status !== 'Cancelled');
  const itemsTotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const delivery = order.delivery;
  const code = collectionCode(order);
  const cash = cashInstruction(order);
  const number = order.number ?? order._id;
  return (
    <Slip data-packing-slip aria-labelledby="slip-title">
      <PrintOnlySlip />
      <header>
        <div>
          <h1 id="slip-title">Packing slip</h1>
          <p data-testid="slip-number">Order {number}</p>
          <p>Ordered on {formatDate(order.created)}</p>
        </div>
        <Button type="button" className="slip-no-print" onClick={() => window.print()}>
          Print
        </Button>
      </header>
      <section aria-labelledby="slip-items">
        <h2 id="slip-items">Items</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Variant</th>
              <th scope="col" className="slip-qty">
                Qty
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line._id} data-testid="slip-line">
                <td>{lineName(line) || 'Item'}</td>
                <td>{line.variant ?? '—'}</td>
                <td className="slip-qty">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="slip-buyer">
        <h2 id="slip-buyer">Buyer</h2>
        <p data-testid="slip-buyer">{[delivery?.recipient, delivery?.phone].filter(Boolean).join(' · ') || '—'}</p>
      </section>
      <section aria-labelledby="slip-delivery">
        <h2 id="slip-delivery">Delivery</h2>
        {!delivery || isAwaitingDelivery(delivery) ? (
          <p>Awaiting delivery details</p>
        ) : (
          <>
            <p>{delivery.optionName}</p>
            {deliveryLines(delivery).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        )}
        {code && (
          <p>
            Collection code: <span className="slip-code" data-testid="slip-code">{code}</span>
          </p>
        )}
        {cash && (
          <p className="slip-cash" data-testid="slip-delivery-cash">
            {cash}
          </p>
        )}
      </section>
      <section aria-labelledby="slip-summary">
        <h2 id="slip-summary">Summary</h2>
        <p>
          Items: {formatPrice(itemsTotal)}
          {delivery && delivery.fee > 0 && ` · Delivery: ${formatPrice(delivery.fee)}`}
        </p>
        {cash && (
          <p className="slip-cash" data-testid="slip-summary-cash">
            {cash}
          </p>
        )}
      </section>
    </Slip>
  );
}

/** /dashboard/orders/customers/slip/:id: the printable packing slip (staff only; a shopper goes to her orders). */
export function PackingSlipPage() {
  useDocumentTitle('Packing slip');
  const { id = '' } = useParams();
  const role = useCurrentRole();
  const isStaff = role === 'ROLE_ADMIN' || role === 'ROLE_MERCHANT';
  const query = useOrder(id);
  if (role && !isStaff) return <Navigate to={dashboardPaths.orders} replace />;
  return (
    <PageState query={query} loading="Loading the packing slip…" error="Could not load this order." notFound={NO_ORDER_TEXT}>
      {(order) => <PackingSlip order={order} />}
    </PageState>
  );
}
