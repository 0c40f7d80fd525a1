import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { useMpesaPayment, type MpesaPayment } from '../api/mpesa-payment';
import { forgetPayment, showingPayment } from '../utils/pending-payments';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[130]};
  }

  p {
    margin: 0;
  }

  .mpesa-amount {
    font-size: ${theme.fontSize[120]};
    font-weight: 700;
  }

  .mpesa-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`;

const secondsLeft = (expiresAt: string) => Math.max(0, Math.round((new Date(expiresAt).getTime() - Date.now()) / 1000));
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface MpesaWaitingProps {
  payment: MpesaPayment;
  busy: boolean;
  onPaid: (orderId: string, paymentId: string) => void;
  onRetry: () => void;
  onPayOnDelivery: () => void;
}

/**
 * After Place Order with M-Pesa: the prompt's amount and a countdown while the shopper enters the
 * PIN on the phone, followed live until paid (→ the success page) or not (the reason in plain
 * words, Try again or Pay on delivery instead).
 */
export function MpesaWaiting({ payment: started, busy, onPaid, onRetry, onPayOnDelivery }: MpesaWaitingProps) {
  const { data: payment } = useMpesaPayment(started._id, started);
  const [left, setLeft] = useState(() => secondsLeft(started.expiresAt));

  useEffect(() => {
    const timer = window.setInterval(() => setLeft(secondsLeft(payment.expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [payment.expiresAt]);

  // While shown here, this sheet tells how the payment ends; closed, the app-wide notice does.
  useEffect(() => showingPayment(started._id), [started._id]);
  const failed = payment.state !== 'Pending' && payment.state !== 'Paid';
  useEffect(() => {
    if (failed) forgetPayment(started._id);
  }, [failed, started._id]);

  const orderId = payment.state === 'Paid' ? payment.orderId : null;
  const finished = useRef(false);
  useEffect(() => {
    if (!orderId || finished.current) return;
    finished.current = true;
    onPaid(orderId, started._id);
  }, [orderId, onPaid, started._id]);

  if (payment.state === 'Pending' || payment.state === 'Paid') {
    return (
      <Box>
        <h2 tabIndex={-1}>{payment.state === 'Paid' ? 'Payment received' : 'Check your phone and enter your M-Pesa PIN'}</h2>
        <p>
          M-Pesa amount: <span className="mpesa-amount" data-testid="mpesa-amount">{formatPrice(payment.amount)}</span>
        </p>
        {payment.state === 'Pending' && payment.promptName && (
          <p data-testid="mpesa-prompt-name">
            The prompt asks you to pay <strong>{payment.promptName}</strong>.
          </p>
        )}
        <p role="status">
          {payment.state === 'Paid'
            ? `Receipt ${payment.receipt ?? ''}. Placing your order…`
            : `Waiting for your payment on ${payment.phone} · ${clock(left)} left`}
        </p>
        {payment.state === 'Pending' && <p>You can go back to your bag: we will let you know as soon as the payment arrives.</p>}
      </Box>
    );
  }

  return (
    <Box>
      <h2 tabIndex={-1}>The payment did not go through</h2>
      <p role="alert">{payment.reason ?? 'M-Pesa could not complete the payment.'}</p>
      <div className="mpesa-actions">
        <Button type="button" $variant="primary" onClick={onRetry} disabled={busy} aria-busy={busy || undefined}>
          Try again
        </Button>
        <Button type="button" $variant="secondary" onClick={onPayOnDelivery} disabled={busy}>
          Pay on delivery instead
        </Button>
      </div>
    </Box>
  );
}
