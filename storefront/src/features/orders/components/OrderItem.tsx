import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProductThumb } from '@/components/ProductThumb';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Order, OrderLine, OrderViewer } from '../types';
import { ItemStatusControl } from './ItemStatusControl';
import { LineTimeline } from './LineTimeline';
import { inlineTerms } from './order-styles';

export const NOT_AVAILABLE_TEXT = 'Not Available';

const Card = styled.article`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${space(4)};
  padding: ${space(4, 0)};
  border-bottom: 1px solid ${theme.colors.border};

  h3 {
    margin: ${space(0, 0, 1.4)};
    font-size: ${theme.fontSize[105]};
  }

  h3 a {
    color: ${theme.colors.text};
  }

  .item-muted {
    margin: ${space(0, 0, 1.4)};
    color: ${theme.colors.muted};
  }

  ${inlineTerms}

  dl {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[95]};
  }

  .item-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${space(3)};
  }

  .item-review {
    color: ${theme.colors.accentHover};
    font-weight: 700;
  }
`;

interface OrderItemProps {
  order: Pick<Order, '_id' | 'cartId' | 'payment' | 'viewer' | 'products'>;
  line: OrderLine;
  viewer: OrderViewer;
}

/** One ordered line: image, name (or 'Not Available'), price, status, quantity, total, and its actions. */
export function OrderItem({ order, line, viewer }: OrderItemProps) {
  const { product } = line;
  const price = line.purchasePrice ?? product?.price ?? 0;

  return (
    <Card data-testid="order-item" aria-label={product?.name ?? line.name ?? NOT_AVAILABLE_TEXT}>
      <ProductThumb
        imageUrl={product?.imageUrl}
        name={product?.name}
        placeholderLabel={`No image available for ${product?.name ?? line.name ?? 'this item'}`}
      />
      <div>
        <h3>{product ? <Link to={`/product/${product.slug}`}>{product.name}</Link> : NOT_AVAILABLE_TEXT}</h3>
        {!product && line.name && <p className="item-muted">{line.name}</p>}
        {line.variant && <p className="item-muted">Variant: {line.variant}</p>}
        <dl>
          <div>
            <dt>Price:</dt>
            <dd>{formatPrice(price)}</dd>
          </div>
          <div>
            <dt>Status:</dt>
            <dd data-testid="item-status">{line.status}</dd>
          </div>
          <div>
            <dt>Quantity:</dt>
            <dd>{line.quantity}</dd>
          </div>
          <div>
            <dt>Total:</dt>
            <dd>{formatPrice(line.totalPrice)}</dd>
          </div>
        </dl>
        {line.timeline && <LineTimeline steps={line.timeline} label={`Progress of ${product?.name ?? line.name ?? 'this item'}`} />}
        <div className="item-actions">
          <ItemStatusControl order={order} line={line} viewer={viewer} />
          {line.status === 'Delivered' && product && (
            <Link className="item-review" to={{ pathname: `/product/${product.slug}`, hash: 'add-review' }}>
              Reivew Product
            </Link>
          )}
        </div>
      </div>
    </Card>
  );
}
