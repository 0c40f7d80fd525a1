import { useQuery } from '@tanstack/react-query';
import { orderKeys } from '@/lib/query-keys';
import { getOrderRefund } from '../api/get-order-refund';
import type { Order, OrderLine } from '../types';
import { refundWillText } from '../utils/refund-words';

type RefundableOrder = Pick<Order, '_id' | 'payment' | 'viewer' | 'products'>;

/** Only the buyer of an order M-Pesa paid is told, before confirming, what the cancel refunds. */
const paidByMpesa = (order: RefundableOrder) =>
  order.payment?.method === 'mpesa' && order.payment.state === 'Paid' && (order.viewer === undefined || order.viewer === 'buyer');

/**
 * What cancelling refunds: the whole order's rest (`ifCancelled`, delivery fee included), or one
 * line's price in whole shillings, unless it is the last open line (then the order goes whole).
 */
function refundOf(order: RefundableOrder, ifCancelled: number, line?: OrderLine) {
  const othersOpen = order.products.some((other) => other._id !== line?._id && other.status !== 'Cancelled');
  return line && othersOpen ? Math.min(Math.floor(line.totalPrice), ifCancelled) : ifCancelled;
}

/**
 * The cancel dialog's words (issue item 2): the question and, for an order M-Pesa paid, what will
 * be refunded and to which phone: "Kes. 13,349 will be refunded to 0712 *** 615 by M-Pesa."
 */
export function CancelOrderQuestion({ order, open, question, line }: { order: RefundableOrder; open: boolean; question: string; line?: OrderLine }) {
  const { data: refund } = useQuery({
    queryKey: [...orderKeys.detail(order._id), 'refund'] as const,
    queryFn: () => getOrderRefund(order._id),
    enabled: open && paidByMpesa(order),
  });
  const amount = refundOf(order, refund?.ifCancelled ?? 0, line);
  return (
    <>
      {question}
      {paidByMpesa(order) && amount > 0 && (
        <>
          {' '}
          <strong data-testid="cancel-refund">{refundWillText(amount, refund?.phone)}.</strong>
        </>
      )}
    </>
  );
}
