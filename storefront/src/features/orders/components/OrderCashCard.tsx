import styled from 'styled-components';
import { Button } from '@/components/Button';
import { formatPrice } from '@/lib/format';
import { notifyError, toast } from '@/lib/notify';
import { space, theme } from '@/lib/theme';
import { useConfirmCash } from '../api/confirm-cash';
import type { Order, OrderCash, OrderViewer } from '../types';
import { cashInstruction } from '../utils/sales';

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

  p {
    margin: ${space(0, 0, 2)};
  }

  .cash-awaiting {
    font-weight: 700;
    color: ${theme.colors.accentHover};
  }

  .cash-received {
    color: ${theme.colors.success};
  }
`;

/** "Collected at the door by the shop's rider: Kes. 2,750." (or the seller's rider, named). */
export function collectionText(cash: OrderCash): string {
  const who = cash.collector === 'seller' ? `${cash.collectorName ?? 'the seller'}'s own rider` : "the shop's rider";
  return `Collected at the door by ${who}: ${formatPrice(cash.amount)}.`;
}

/**
 * 'Cash on delivery' on the order page of a pay-on-delivery order (buyer, merchant, admin): who
 * collects how much at the door, what of the delivered items' cash awaits the shop's confirmation
 * ("Awaiting cash confirmation"), and, for an admin, the "Cash received" button that confirms it.
 */
export function OrderCashCard({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const { mutate, isPending } = useConfirmCash();
  const cash = order.cash;
  if (!cash) return null;
  const confirm = () =>
    mutate(order._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => notifyError(error),
    });
  return (
    <Box aria-labelledby="order-cash-heading">
      <h2 id="order-cash-heading">Cash on delivery</h2>
      {/* The seller reads what she does at the door, in her sales' words (issue item 14). */}
      <p data-testid="cash-collector">{viewer === 'merchant' ? cashInstruction(order) : collectionText(cash)}</p>
      {cash.awaitingConfirmation > 0 && (
        <p className="cash-awaiting">Awaiting cash confirmation: {formatPrice(cash.awaitingConfirmation)}</p>
      )}
      {cash.received > 0 && (
        <p className="cash-received">
          {cash.collector === 'seller' ? 'Collected by the seller' : 'Cash received'}: {formatPrice(cash.received)}
        </p>
      )}
      {viewer === 'admin' && cash.collector === 'shop' && cash.awaitingConfirmation > 0 && (
        <Button type="button" onClick={confirm} disabled={isPending}>
          Cash received
        </Button>
      )}
    </Box>
  );
}
