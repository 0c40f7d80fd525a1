import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { imageSrc } from '@/lib/files';
import { formatDate } from '@/lib/format';
import { theme } from '@/lib/theme';
import { StackList } from '@/components/lists';
import type { Order } from '../types';
import { formatAmount } from '../utils/money';
import { orderListStatus } from '../utils/order-status';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  gap: 1rem;
  align-items: center;
  padding: 1rem 1.25rem;
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};

  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadowHover};
  }

  .order-thumb {
    width: 4rem;
    height: 4rem;
    border-radius: ${theme.radii.control};
    overflow: hidden;
    background: ${theme.colors.surface};
  }

  .order-thumb img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  h2 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
    word-break: break-all;
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

  dl {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    font-size: 0.92rem;
  }

  dl div {
    display: flex;
    gap: 0.35rem;
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
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

/** Orders as cards linking to /order/{id}: status (first line's, or 'Unavailable'), date and total. */
export function OrderList({ orders }: { orders: Order[] }) {
  return (
    <StackList aria-label="Orders">
      {orders.map((order) => (
        <li key={order._id}>
          <Card data-testid="order-entry">
            <OrderThumb order={order} />
            <div>
              <h2>
                <Link to={`/order/${order._id}`}>Order #{order._id}</Link>
              </h2>
              <dl>
                <div>
                  <dt>Status:</dt>
                  <dd data-testid="order-status">{orderListStatus(order)}</dd>
                </div>
                <div>
                  <dt>Ordered on:</dt>
                  <dd>{formatDate(order.created)}</dd>
                </div>
                <div>
                  <dt>Total:</dt>
                  <dd>{formatAmount(order.totalWithTax)}</dd>
                </div>
              </dl>
            </div>
          </Card>
        </li>
      ))}
    </StackList>
  );
}
