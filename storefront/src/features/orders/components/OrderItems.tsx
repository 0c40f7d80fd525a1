import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import type { Order, OrderViewer } from '../types';
import { OrderItem } from './OrderItem';
import { plainList } from '@/components/lists';

const Box = styled.section`
  padding: ${space(5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[120]};
  }

  ul {
    ${plainList}
  }

  li:last-child > article {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

/** 'Order Items': every line of the order with its status menu. */
export function OrderItems({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  return (
    <Box aria-labelledby="order-items-title">
      <h2 id="order-items-title">Order Items</h2>
      <ul>
        {order.products.map((line) => (
          <li key={line._id}>
            <OrderItem order={order} line={line} viewer={viewer} />
          </li>
        ))}
      </ul>
    </Box>
  );
}
