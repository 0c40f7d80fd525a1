import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatDate, formatPrice } from '@/lib/format';
import { notifyError, toast } from '@/lib/notify';
import { space, theme } from '@/lib/theme';
import { useGoBack } from '@/lib/use-go-back';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderRefund } from '../api/get-order-refund';
import type { Order } from '../types';
import { canCancelOrder } from '../utils/order-status';
import { CancelOrderQuestion } from './CancelOrderQuestion';
import { spreadRow } from '@/components/layout';

const Head = styled.div`
  ${spreadRow('flex-start')}
  gap: ${space(4)};
  margin-bottom: ${space(5)};

  h1 {
    margin: ${space(0, 0, 2)};
    font-size: ${theme.fontSize[160]};
  }

  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${space(1, 3)};
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    word-break: break-all;
  }

  .order-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`;

const ORDERS_PATH = '/dashboard/orders';

/** 'Back to orders' (spec §2): the orders list after a purchase (the address says 'success'), else one step back. */
function useBackToOrders() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const goBack = useGoBack(ORDERS_PATH);
  const fromSuccess = `${pathname}${search}`.includes('success');
  return () => (fromSuccess ? navigate(ORDERS_PATH) : goBack());
}

/** The question 'Cancel Order' asks before it cancels every line of the order. */
export const CANCEL_ORDER_QUESTION = 'Are you sure you want to cancel this order? Every item in it will be cancelled.';

/**
 * 'Order Details': number ('DK-10023'; the internal id stays in the address only), date, payment (M-Pesa with its state, receipt and amount, or on delivery; the buyer
 * of a cancelled M-Pesa order sees 'Refunded' with the refund's receipt once it is paid back),
 * optional message, Back to orders and, while allowed, Cancel Order
 * (after confirming, as a line's cancel does).
 */
export function OrderMeta({ order }: { order: Order }) {
  const navigate = useNavigate();
  const back = useBackToOrders();
  const { mutate, isPending } = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const refund = useOrderRefund(order).data;

  const cancel = () =>
    mutate(order._id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        if (message) toast.success(message);
        navigate(ORDERS_PATH);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error);
      },
    });

  return (
    <Head>
      <div>
        <h1>Order Details</h1>
        <dl>
          {order.number && (
            <>
              <dt>Order Number</dt>
              <dd data-testid="order-number">{order.number}</dd>
            </>
          )}
          <dt>Order Date</dt>
          <dd>{formatDate(order.created)}</dd>
          {order.payment && (
            <>
              <dt>Payment</dt>
              <dd data-testid="order-payment">
                {order.payment.method === 'mpesa' ? `M-Pesa · ${refund?.state ?? order.payment.state}` : order.payment.state}
              </dd>
              {refund?.state === 'Refunded' && (
                <>
                  <dt>Refunded</dt>
                  <dd data-testid="order-refund">
                    {formatPrice(refund.amount)}
                    {refund.receipts.length > 0 && ` · receipt ${refund.receipts.join(', ')}`}
                  </dd>
                </>
              )}
              {order.payment.receipt && (
                <>
                  <dt>M-Pesa receipt</dt>
                  <dd data-testid="order-receipt">{order.payment.receipt}</dd>
                </>
              )}
              {order.payment.amount !== null && (
                <>
                  <dt>M-Pesa amount</dt>
                  <dd>{formatPrice(order.payment.amount)}</dd>
                </>
              )}
            </>
          )}
          {order.message && (
            <>
              <dt>Message</dt>
              <dd data-testid="order-message">{order.message}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="order-actions">
        <Button type="button" $variant="secondary" onClick={back}>Back to orders</Button>
        {canCancelOrder(order) && (
          <Button type="button" $variant="danger" onClick={() => setConfirming(true)} disabled={isPending} aria-busy={isPending || undefined}>
            Cancel Order
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Cancel order"
        message={<CancelOrderQuestion order={order} open={confirming} question={CANCEL_ORDER_QUESTION} />}
        confirmLabel="Confirm Cancel"
        cancelLabel="Keep Order"
        busy={isPending}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      />
    </Head>
  );
}
