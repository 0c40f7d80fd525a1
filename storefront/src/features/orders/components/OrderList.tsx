import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { imageSrc } from '@/lib/files';
import { formatDate, formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { StackList } from '@/components/lists';
import { thumbnail } from '@/components/thumbnail';
import type { Order } from '../types';
import { destinationText } from '../utils/delivery';
import { orderItemsSummary } from '../utils/order-summary';
import { inlineTerms } from './order-styles';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  gap: ${space(4)};
  align-items: center;
  padding: ${space(4, 5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};

  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadowHover};
  }

  .order-thumb {
    ${thumbnail('4rem', 'contain')}
  }

  h2 {
    margin: ${space(0, 0, 1.4)};
    font-size: ${theme.fontSize[100]};
  }

  h2 a {
    color: ${theme.colors.text};
  }

  /* The id link covers the whole card. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius};
  }

  h2 a:focus-visible {
    outline: none;
  }

  h2 a:focus-visible::after {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: -3px;
  }

  ${inlineTerms}

  dl {
    margin: 0;
    font-size: ${theme.fontSize[92]};
  }
`;

function OrderThumb({ order }: { order: Order }) {
  const product = order.products.find((line) => line.product?.imageUrl)?.product;
  return (
    <div className="order-thumb" aria-hidden="true">
      {product?.imageUrl && <img src={imageSrc(product.imageUrl)} alt="" loading="lazy" />}
    </div>
  );
}

/** How people name an order: 'Order DK-10023' (the internal id stays in the link's address only). */
const orderTitle = (order: Pick<Order, 'number'>) => (order.number ? `Order ${order.number}` : 'Order');

/** The buyer and the rider's phone: 'Wanjiru Kamau · +254712345678'. */
const buyerText = (order: Order) => [order.delivery?.recipient, order.delivery?.phone].filter(Boolean).join(' · ');

/**
 * Orders as cards linking to /order/{id}, named by their number ('Order DK-10023'): every item's
 * status in one phrase ('2 of 3 items on the way · 1 cancelled', or 'Unavailable'), date and total; with `showDelivery` (staff), the buyer with their phone and
 * where the order goes.
 */
export function OrderList({ orders, showDelivery = false }: { orders: Order[]; showDelivery?: boolean }) {
  return (
    <StackList aria-label="Orders">
      {orders.map((order) => (
        <li key={order._id}>
          <Card data-testid="order-entry">
            <OrderThumb order={order} />
            <div>
              <h2>
                <Link to={`/order/${order._id}`} data-testid="order-number">
                  {orderTitle(order)}
                </Link>
              </h2>
              <dl>
                <div>
                  <dt>Status:</dt>
                  <dd data-testid="order-status">{orderItemsSummary(order.products ?? [])}</dd>
                </div>
                <div>
                  <dt>Ordered on:</dt>
                  <dd>{formatDate(order.created)}</dd>
                </div>
                <div>
                  <dt>Total:</dt>
                  <dd>{formatPrice(order.totalWithTax)}</dd>
                </div>
                {showDelivery && order.delivery && (
                  <>
                    {buyerText(order) && (
                      <div>
                        <dt>Buyer:</dt>
                        <dd data-testid="order-buyer">{buyerText(order)}</dd>
                      </div>
                    )}
                    <div>
                      <dt>Deliver to:</dt>
                      <dd data-testid="order-destination">{destinationText(order.delivery)}</dd>
                    </div>
                  </>
                )}
              </dl>
            </div>
          </Card>
        </li>
      ))}
    </StackList>
  );
}
