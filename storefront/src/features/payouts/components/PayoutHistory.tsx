import { useState } from 'react';
import { Button } from '@/components/Button';
import { formatDate, formatPrice } from '@/lib/format';
import { withNotices } from '@/lib/mutation-notices';
import { useApprovePayout } from '../api/approve-payout';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';
import type { Payout } from '../types';
import { needsAttentionFirst } from '../utils/payout-order';
import { MoneyTable } from './money-table';

const METHOD_LABELS: Record<string, string> = { mpesa: 'M-Pesa', bank: 'Bank' };

/** A bank payout waiting for the admin's transfer: the bank reference, then "Mark paid". */
function MarkPaidForm({ payout, label }: { payout: Payout; label: string }) {
  const markPaid = useMarkPayoutPaid();
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const inputId = `reference-${payout.id}`;

  const submit = () => {
    const trimmed = reference.trim();
    setError(trimmed ? '' : 'Enter the bank reference.');
    if (trimmed) void withNotices(() => markPaid.mutateAsync({ id: payout.id, reference: trimmed }));
  };

  return (
    <div className="inline-form">
      <input
        id={inputId}
        aria-label={`Bank reference for ${label}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        value={reference}
        maxLength={100}
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

/** Payouts, failed and unreconciled first: a failed one can be retried, a bank one marked paid with its reference. */
export function PayoutHistory({ payouts }: { payouts: readonly Payout[] }) {
  const approve = useApprovePayout();
  return (
    <MoneyTable>
      <caption>Failed and unreconciled payouts first.</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Seller</th>
          <th scope="col">Method</th>
          <th scope="col" className="money">
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Receipt</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {needsAttentionFirst(payouts).map((payout) => {
          const seller = payout.name ?? payout.merchantId;
          const label = `${seller}, ${formatPrice(payout.amount)}`;
          const awaitingBank = payout.method === 'bank' && payout.status !== 'Paid' && payout.status !== 'Failed';
          return (
            <tr key={payout.id}>
              <td>{formatDate(payout.createdAt)}</td>
              <td>{seller}</td>
              <td>{METHOD_LABELS[payout.method] ?? payout.method}</td>
              <td className="money">{formatPrice(payout.amount)}</td>
              <td>
                <span className={payout.status === 'Failed' ? 'failed' : payout.status === 'Paid' ? 'paid' : undefined}>{payout.status}</span>
                {payout.reason && <span className="reason">{payout.reason}</span>}
              </td>
              <td>{payout.receipt ?? payout.reference ?? ''}</td>
              <td>
                {payout.status === 'Failed' && (
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
                {awaitingBank && <MarkPaidForm payout={payout} label={label} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </MoneyTable>
  );
}
