import { useState } from 'react';
import { Button } from '@/components/Button';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { formatDate, formatPrice } from '@/lib/format';
import { withNotices } from '@/lib/mutation-notices';
import { useApprovePayout } from '../api/approve-payout';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';
import { useResendPayout } from '../api/resend-payout';
import type { Payout } from '../types';
import { needsAttentionFirst } from '../utils/payout-order';
import { MoneyState } from './MoneyState';
import { MoneyTable } from './money-table';

const METHOD_LABELS: Record<string, string> = { mpesa: 'M-Pesa', bank: 'Bank' };

/** A bank payout waiting for the admin's transfer: the bank reference, then "Mark paid". */
function MarkPaidForm({ payout, label }: { payout: Payout; label: string }) {
  const markPaid = useMarkPayoutPaid();
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const inputId = `reference-${payout._id}`;

  const submit = () => {
    const trimmed = reference.trim();
    const problem = trimmed.length < 3 ? 'Enter the bank reference (3–60 characters).' : '';
    setError(problem);
    if (!problem) void withNotices(() => markPaid.mutateAsync({ id: payout._id, reference: trimmed }));
  };

  return (
    <div className="inline-form">
      <input
        id={inputId}
        aria-label={`Bank reference for ${label}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        value={reference}
        maxLength={60}
        onChange={(event) => setReference(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && submit()}
      />
      <Button type="button" $size="sm" disabled={markPaid.isPending} onClick={submit}>
        Mark paid
      </Button>
      {error && (
        <span className="reason failed" id={`${inputId}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Payouts, failed and unreconciled first. A failed one's money is back in available: "Retry" starts a new payout of
 * the seller's balance. An M-Pesa one still processing can be sent again (same id, never paid twice); a bank one is
 * marked paid with its reference.
 */
export function PayoutHistory({ payouts }: { payouts: readonly Payout[] }) {
  const approve = useApprovePayout();
  const resend = useResendPayout();
  return (
    <MoneyTable>
      <caption>Failed and unreconciled payouts first.</caption>
      <MoneyTableHead columns={['Date', 'Seller', 'Method', { money: 'Amount' }, 'Status', 'Receipt', 'Action']} />
      <tbody>
        {needsAttentionFirst(payouts).map((payout) => {
          const seller = payout.merchantName ?? payout.merchantId;
          const label = `${seller}, ${formatPrice(payout.amount)}`;
          const awaitingBank = payout.method === 'bank' && payout.state === 'Processing';
          return (
            <tr key={payout._id}>
              <td>{formatDate(payout.createdAt)}</td>
              <td>{seller}</td>
              <td>
                {METHOD_LABELS[payout.method] ?? payout.method}
                {payout.phone && <span className="reason">{payout.phone}</span>}
              </td>
              <td className="money">{formatPrice(payout.amount)}</td>
              <MoneyState state={payout.state} unreconciled={payout.unreconciled} reason={payout.reason} />
              <td>{payout.receipt ?? ''}</td>
              <td>
                {payout.state === 'Failed' && (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Retry payout: ${label}`}
                    disabled={approve.isPending}
                    onClick={() => void withNotices(() => approve.mutateAsync({ merchantId: payout.merchantId }))}
                  >
                    Retry
                  </Button>
                )}
                {payout.method === 'mpesa' && payout.state === 'Processing' && (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="outline"
                    aria-label={`Send payout again: ${label}`}
                    disabled={resend.isPending}
                    onClick={() => void withNotices(() => resend.mutateAsync(payout._id))}
                  >
                    Send again
                  </Button>
                )}
                {awaitingBank && <MarkPaidForm payout={payout} label={label} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </MoneyTable>
  );
}
