import { useState } from 'react';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { formatDate, formatPrice } from '@/lib/format';
import { withNotices } from '@/lib/mutation-notices';
import { useApproveRefund } from '../api/approve-refund';
import { usePlaceFlaggedOrder } from '../api/place-flagged-order';
import type { FlaggedPayment } from '../types';
import { MoneyTable } from './money-table';
import { OrderRef, orderText } from './OrderRef';

const refOf = (payment: FlaggedPayment) => ({ orderId: payment.orderId, orderNumber: payment.orderNumber, paymentId: payment._id });

/** Why a flagged payment has no Refund: never paid, or its refund is on its way (or done). */
const noRefundWhy = (payment: FlaggedPayment) =>
  payment.state === 'Mismatch' ? 'Never paid: nothing to refund.' : payment.state === 'Refund due' ? 'Refund sent or on its way.' : '';

/**
 * M-Pesa payments a person must look at: a Mismatch (never paid: a callback not ours, or not confirmed
 * by M-Pesa), Refund due (paid, but its cart was ordered another way or its stock was gone) or Paid
 * after the shop had marked it Failed or Expired. One that owes its buyer money has "Refund" (after a
 * confirmation): M-Pesa B2C to the phone that paid, through the same refund as "Refunds due". A flagged
 * Refund-due payment with no order and no refund started also has "Place the order anyway" (after a confirmation):
 * its cart is ordered as a paid M-Pesa order instead (the server refuses when it no longer can).
 */
export function FlaggedPayments({ payments }: { payments: readonly FlaggedPayment[] }) {
  const refund = useApproveRefund();
  const place = usePlaceFlaggedOrder();
  const [confirming, setConfirming] = useState<FlaggedPayment | null>(null);
  const [placing, setPlacing] = useState<FlaggedPayment | null>(null);
  const confirm = () => {
    if (confirming) void withNotices(() => refund.mutateAsync(confirming._id)).finally(() => setConfirming(null));
  };
  const confirmPlace = () => {
    if (placing) void withNotices(() => place.mutateAsync(placing._id)).finally(() => setPlacing(null));
  };
  return (
    <>
      <MoneyTable>
        <caption>M-Pesa payments flagged for a person (Mismatch, Refund due, paid late), newest first.</caption>
        <MoneyTableHead
          columns={['Time', 'Order', 'Phone', { money: 'Expected' }, { money: 'Received' }, 'Status', 'M-Pesa said', 'Action']}
        />
        <tbody>
          {payments.map((payment) => (
            <tr key={payment._id}>
              <td>{formatDate(payment.at)}</td>
              <td>{payment.orderId ? <OrderRef {...refOf(payment)} /> : 'No order'}</td>
              <td>
                {payment.phone ?? ''}
                {payment.receivedPhone && payment.receivedPhone !== payment.phone && <span className="reason">Paid from {payment.receivedPhone}</span>}
              </td>
              <td className="money">{formatPrice(payment.expected)}</td>
              <td className="money">{payment.received === null ? '—' : formatPrice(payment.received)}</td>
              <td>
                <span className={payment.state === 'Paid' ? undefined : 'failed'}>{payment.state}</span>
                {payment.reason && <span className="reason">{payment.reason}</span>}
              </td>
              <td>{payment.resultDesc ?? ''}</td>
              <td>
                {payment.refundable ? (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Refund ${formatPrice(payment.owed ?? payment.expected)}: ${orderText(refOf(payment))}`}
                    disabled={refund.isPending}
                    onClick={() => setConfirming(payment)}
                  >
                    Refund
                  </Button>
                ) : (
                  <span className="reason">{noRefundWhy(payment)}</span>
                )}
                {payment.placeable && (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Place the order anyway: ${orderText(refOf(payment))}`}
                    disabled={place.isPending}
                    onClick={() => setPlacing(payment)}
                  >
                    Place the order anyway
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </MoneyTable>
      <ConfirmDialog
        open={confirming !== null}
        title="Refund this payment?"
        message={
          confirming
            ? `${formatPrice(confirming.owed ?? confirming.expected)} for ${orderText(refOf(confirming))}, by M-Pesa to ${confirming.phone ?? 'the phone that paid'}.`
            : ''
        }
        confirmLabel="Refund"
        busy={refund.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={placing !== null}
        title="Place the order anyway?"
        message={
          placing
            ? `The cart of ${orderText(refOf(placing))} is ordered as paid with the ${formatPrice(placing.expected)} M-Pesa received; the money is no longer owed back.`
            : ''
        }
        confirmLabel="Place the order"
        busy={place.isPending}
        onConfirm={confirmPlace}
        onCancel={() => setPlacing(null)}
      />
    </>
  );
}
