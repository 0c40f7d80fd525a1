import { useState } from 'react';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatDate, formatPrice } from '@/lib/format';
import { withNotices } from '@/lib/mutation-notices';
import { useApproveRefund, useResendRefund } from '../api/approve-refund';
import type { Refund, RefundDue } from '../types';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { MoneyState } from './MoneyState';
import { MoneyTable } from './money-table';
import { OrderRef, orderText as orderLabel } from './OrderRef';

/** Payments that owe their buyer money back, each with "Refund" (after a confirmation): M-Pesa B2C to the phone that paid. */
export function RefundsDue({ due }: { due: readonly RefundDue[] }) {
  const approve = useApproveRefund();
  const [confirming, setConfirming] = useState<RefundDue | null>(null);
  const confirm = () => {
    if (confirming) void withNotices(() => approve.mutateAsync(confirming.paymentId)).finally(() => setConfirming(null));
  };
  return (
    <>
      <MoneyTable>
        <caption>Refunds due to shoppers, paid by M-Pesa to the phone that paid.</caption>
        <MoneyTableHead columns={['Order', 'Phone', { money: 'Amount' }, 'Status', 'Action']} />
        <tbody>
          {due.map((row) => (
            <tr key={row.paymentId}>
              <th scope="row" id={`refund-${row.paymentId}`}>
                <OrderRef {...row} />
              </th>
              <td>{row.phone ?? ''}</td>
              <td className="money">{formatPrice(row.amount)}</td>
              <td>
                <span className="failed">Refund due</span>
                {row.lastFailure && <span className="reason">Last attempt failed: {row.lastFailure}</span>}
              </td>
              <td>
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  aria-describedby={`refund-${row.paymentId}`}
                  disabled={approve.isPending}
                  onClick={() => setConfirming(row)}
                >
                  Refund
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </MoneyTable>
      <ConfirmDialog
        open={confirming !== null}
        title="Refund this shopper?"
        message={confirming ? `${formatPrice(confirming.amount)} for ${orderLabel(confirming)}, by M-Pesa to ${confirming.phone ?? 'the phone that paid'}.` : ''}
        confirmLabel="Refund"
        busy={approve.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/** Refunds sent, failed and unreconciled first; one still processing can be sent again (same id: never paid twice). */
export function RefundHistory({ refunds }: { refunds: readonly Refund[] }) {
  const resend = useResendRefund();
  return (
    <MoneyTable>
      <caption>Refunds sent; failed and unreconciled first.</caption>
      <MoneyTableHead columns={['Date', 'Order', { money: 'Amount' }, 'Status', 'Receipt', 'Action']} />
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund._id}>
            <td>{formatDate(refund.createdAt)}</td>
            <td>
              <OrderRef {...refund} />
              {refund.phone && <span className="reason">{refund.phone}</span>}
            </td>
            <td className="money">{formatPrice(refund.amount)}</td>
            <MoneyState state={refund.state} unreconciled={refund.unreconciled} reason={refund.reason} />
            <td>{refund.receipt ?? ''}</td>
            <td>
              {refund.state === 'Processing' && (
                <Button
                  type="button"
                  $size="sm"
                  $variant="outline"
                  aria-label={`Send refund again: ${orderLabel(refund)}, ${formatPrice(refund.amount)}`}
                  disabled={resend.isPending}
                  onClick={() => void withNotices(() => resend.mutateAsync(refund._id))}
                >
                  Send again
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </MoneyTable>
  );
}
