import styled from 'styled-components';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Order } from '../types';

const Box = styled.section`
  align-self: start;
  padding: ${space(5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[120]};
  }

  dl {
    margin: 0;
  }

  dl > div {
    display: flex;
    justify-content: space-between;
    gap: ${space(4)};
    padding: ${space(2, 0)};
    border-bottom: 1px solid ${theme.colors.border};
  }

  dl > div:last-child {
    border-bottom: 0;
    font-size: ${theme.fontSize[110]};
    font-weight: 700;
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * 'Order Summary' (spec §2): Subtotal (total), Est. Sales Tax (totalTax), Shipping & Handling
 * (the delivery fee, `shipping`) and Total (totalWithTax, which includes the fee), every figure in Kes. (the spec's '$' on some of them is not copied).
 * Prices include VAT (the server's default): Subtotal is the net amount, Est. Sales Tax the VAT
 * contained in the prices and Total what the bag showed plus shipping.
 */
export function OrderSummary({ order }: { order: Pick<Order, 'total' | 'totalTax' | 'totalWithTax' | 'shipping'> }) {
  const rows = [
    { label: 'Subtotal', value: order.total, testId: 'order-subtotal' },
    { label: 'Est. Sales Tax', value: order.totalTax, testId: 'order-tax' },
    { label: 'Shipping & Handling', value: order.shipping ?? 0, testId: 'order-shipping' },
    { label: 'Total', value: order.totalWithTax, testId: 'order-total' },
  ];
  return (
    <Box aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <dl>
        {rows.map(({ label, value, testId }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{formatPrice(value)}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
