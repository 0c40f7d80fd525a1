import styled from 'styled-components';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { useOrderRefund } from '../api/get-order-refund';
import type { Order, OrderRefund } from '../types';
import { refundOnItsWayText, refundSentText, refundWillText } from '../utils/refund-words';

const Box = styled.section`
  margin-bottom: ${space(5)};
  padding: ${space(4, 5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 {
    margin: ${space(0, 0, 2)};
    font-size: ${theme.fontSize[120]};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space(2)};
  }

  .refund-sent {
    color: ${theme.colors.success};
  }
`;

/** Each thing the shopper is told about her refund, in her words, newest state last. */
export function refundLines(refund: OrderRefund): { key: string; text: string; sent?: boolean }[] {
  const sent = (refund.refunds ?? []).filter((entry) => entry.state === 'Paid');
  return [
    ...sent.map((entry) => ({ key: entry._id, text: `${refundSentText(entry.receipt)}: ${formatPrice(entry.amount)}`, sent: true })),
    ...((refund.processing ?? 0) > 0 ? [{ key: 'processing', text: `${refundOnItsWayText(refund.processing ?? 0, refund.phone)}.` }] : []),
    ...((refund.due ?? 0) > 0 ? [{ key: 'due', text: `${refundWillText(refund.due ?? 0, refund.phone)}.` }] : []),
  ];
}

/**
 * 'Refund' on the buyer's page of an M-Pesa order with money owed back (issue item 2): what will be
 * refunded and to which phone (masked), what is on its way, and each refund sent with its M-Pesa ref.
 */
export function OrderRefundBlock({ order }: { order: Order }) {
  const refund = useOrderRefund(order).data;
  const lines = refund ? refundLines(refund) : [];
  if (!lines.length) return null;
  return (
    <Box aria-labelledby="order-refund-heading" data-testid="order-refund-block">
      <h2 id="order-refund-heading">Refund</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.key} className={line.sent ? 'refund-sent' : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
    </Box>
  );
}
