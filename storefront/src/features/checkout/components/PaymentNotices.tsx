import { useEffect } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isNotFound } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';
import { space, theme } from '@/lib/theme';
import { useIsAuthenticated } from '@/stores/auth';
import { clearCart } from '@/stores/cart';
import { mpesaPaymentQueryOptions, type MpesaPayment } from '../api/mpesa-payment';
import {
  forgetPayment,
  isShowingPayment,
  settlePayment,
  usePendingPayments,
  type PendingPayment,
} from '../utils/pending-payments';

const Region = styled.div`
  position: fixed;
  z-index: 35;
  left: ${space(2)};
  right: ${space(2)};
  bottom: ${space(2)};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  pointer-events: none;

  @media (min-width: ${theme.breakpoints.sm}) {
    left: auto;
    width: 24rem;
    bottom: ${space(4)};
    right: ${space(4)};
  }
`;

const Notice = styled.div<{ $paid: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  padding: ${space(3, 4)};
  color: ${theme.colors.text};
  background: ${({ $paid }) => ($paid ? theme.colors.successSoft : theme.colors.dangerSoft)};
  border: 1px solid ${({ $paid }) => ($paid ? theme.colors.success : theme.colors.danger)};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadowHover};

  p {
    flex: 1;
    margin: 0;
  }

  strong {
    display: block;
  }

  a {
    color: ${theme.colors.text};
    font-weight: 700;
  }

  button {
    flex: none;
    padding: ${space(1, 2)};
    font: inherit;
    color: ${theme.colors.text};
    background: transparent;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii.control};
    cursor: pointer;
  }
`;

const isFinal = (payment: MpesaPayment) => payment.state !== 'Pending' && !(payment.state === 'Paid' && !payment.orderId);

/** How a payment the server has settled is told, once. A paid one empties the bag. */
function settle(payment: MpesaPayment) {
  if (payment.state === 'Paid' && payment.orderId) {
    clearCart();
    settlePayment(payment._id, { kind: 'paid', orderId: payment.orderId, orderNumber: payment.orderNumber ?? null });
  } else {
    settlePayment(payment._id, { kind: 'failed', reason: payment.reason ?? 'M-Pesa could not complete the payment.' });
  }
}

/** Follows the open checkouts (every 2 s while pending) and settles each once the server has. */
function useFollowPayments(open: PendingPayment[]) {
  const queryClient = useQueryClient();
  const results = useQueries({ queries: open.map(({ paymentId }) => ({ ...mpesaPaymentQueryOptions(paymentId), retry: false })) });
  useEffect(() => {
    results.forEach(({ data, error }, index) => {
      const paymentId = open[index]?.paymentId;
      if (!paymentId || isShowingPayment(paymentId)) return;
      if (isNotFound(error)) forgetPayment(paymentId); // not this account's (another signed in)
      else if (data && isFinal(data)) {
        settle(data);
        if (data.state === 'Paid') void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
    });
  });
}

function PaymentNotice({ entry }: { entry: PendingPayment & { outcome: NonNullable<PendingPayment['outcome']> } }) {
  const { outcome, paymentId } = entry;
  const dismiss = (
    <button type="button" onClick={() => forgetPayment(paymentId)} aria-label="Dismiss this notice">
      OK
    </button>
  );
  if (outcome.kind === 'paid') {
    const label = outcome.orderNumber ?? 'your order';
    return (
      <Notice $paid data-testid="payment-notice">
        <p>
          <strong>Payment received: order {label}</strong>{' '}
          <Link to={`/order/${outcome.orderId}`} onClick={() => forgetPayment(paymentId)}>
            See order {label}
          </Link>
        </p>
        {dismiss}
      </Notice>
    );
  }
  return (
    <Notice $paid={false} data-testid="payment-notice">
      <p>
        <strong>Your M-Pesa payment did not go through.</strong> {outcome.reason}. Your bag is as you left it.
      </p>
      {dismiss}
    </Notice>
  );
}

/**
 * App-wide: an M-Pesa checkout started in this browser is followed until the server settles it,
 * wherever the shopper is (the sheet closed, another page, after a reload). Paid: the bag empties
 * and "Payment received: order DK-…" stays, with a link, until dismissed; not paid: the reason.
 */
export function PaymentNotices() {
  const signedIn = useIsAuthenticated();
  const entries = usePendingPayments();
  const open = signedIn ? entries.filter((entry) => !entry.outcome) : [];
  useFollowPayments(open);
  const told = entries.filter((entry): entry is PendingPayment & { outcome: NonNullable<PendingPayment['outcome']> } => !!entry.outcome);
  return (
    <Region role="status" aria-live="polite">
      {told.map((entry) => (
        <PaymentNotice key={entry.paymentId} entry={entry} />
      ))}
    </Region>
  );
}
