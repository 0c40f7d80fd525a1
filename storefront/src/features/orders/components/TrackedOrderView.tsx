import styled from 'styled-components';
import { ProductThumb } from '@/components/ProductThumb';
import { plainList } from '@/components/lists';
import { formatDate, formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Order, TrackedLine, TrackedOrder } from '../types';
import { orderItemsSummary } from '../utils/order-summary';
import { LineTimeline } from './LineTimeline';
import { OrderDeliveryCard } from './OrderDeliveryCard';
import { inlineTerms } from './order-styles';

const Result = styled.section`
  margin-top: ${space(6)};

  h2 {
    margin: ${space(0, 0, 2)};
    font-size: ${theme.fontSize[140]};
  }

  .tracked-facts {
    margin: ${space(0, 0, 5)};
    color: ${theme.colors.muted};
  }

  .tracked-items {
    ${plainList}
    margin-top: ${space(5)};
  }
`;

const Item = styled.article`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${space(4)};
  padding: ${space(4, 0)};
  border-bottom: 1px solid ${theme.colors.border};

  h3 {
    margin: ${space(0, 0, 1.4)};
    font-size: ${theme.fontSize[105]};
  }

  ${inlineTerms}

  dl {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[95]};
  }
`;

function TrackedItem({ line }: { line: TrackedLine }) {
  return (
    <Item aria-label={line.name} data-testid="tracked-item">
      <ProductThumb imageUrl={line.imageUrl} name={line.name} placeholderLabel={`No image available for ${line.name}`} />
      <div>
        <h3>{line.name}</h3>
        <dl>
          {line.variant && (
            <div>
              <dt>Variant:</dt>
              <dd>{line.variant}</dd>
            </div>
          )}
          <div>
            <dt>Status:</dt>
            <dd data-testid="item-status">{line.status}</dd>
          </div>
          <div>
            <dt>Quantity:</dt>
            <dd>{line.quantity}</dd>
          </div>
        </dl>
        <LineTimeline steps={line.timeline} label={`Progress of ${line.name}`} />
      </div>
    </Item>
  );
}

/** The delivery card reads an order; the tracked one has no id, payment or prices per line (it only looks). */
const asOrder = (order: TrackedOrder): Order => ({
  _id: '',
  number: order.number,
  cartId: null,
  created: order.created,
  total: order.totalWithTax,
  totalTax: 0,
  totalWithTax: order.totalWithTax,
  status: order.status,
  delivery: order.delivery,
  products: [],
});

/** A tracked order: its number, date, every item's status in one phrase, the delivery card, then each item with its timeline. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  return (
    <Result aria-labelledby="tracked-order-title" data-testid="tracked-order">
      <h2 id="tracked-order-title">Order {order.number}</h2>
      <p className="tracked-facts">
        Placed {formatDate(order.created)} · {formatPrice(order.totalWithTax)} ·{' '}
        <strong data-testid="tracked-summary">{order.status === 'Cancelled' ? 'Cancelled' : orderItemsSummary(order.products)}</strong>
      </p>
      <OrderDeliveryCard order={asOrder(order)} viewer="tracker" />
      <ul className="tracked-items" aria-label="Items">
        {order.products.map((line, index) => (
          // Lines come in a fixed order and carry no id here.
          <li key={`${index}-${line.name}`}>
            <TrackedItem line={line} />
          </li>
        ))}
      </ul>
    </Result>
  );
}
