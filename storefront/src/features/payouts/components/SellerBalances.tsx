import { useState } from 'react';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { formatDate, formatPrice } from '@/lib/format';
import { withNotices } from '@/lib/mutation-notices';
import { useApprovePayout } from '../api/approve-payout';
import type { SellerBalance } from '../types';
import { canPayOut } from '../utils/payout-order';
import { MoneyTable } from './money-table';
import { SkippedSellers } from './SkippedSellers';

const sellerName = (seller: SellerBalance) => seller.name ?? seller.merchantId;

/** The payout method as staff read it: 'M-Pesa 254712***678', 'Bank: KCB ••••7890', or 'None'. */
const methodText = (seller: SellerBalance) => {
  const method = seller.payoutMethod;
  if (!method) return 'None';
  if (method.kind === 'mpesa') return `M-Pesa ${method.phone ?? ''}`.trim();
  return `Bank: ${[method.bankName, method.account].filter(Boolean).join(' ')}`;
};

/**
 * Every seller's balances with "Approve payout" for each one that has money to send; "Pay all" sends them all. The sellers
 * the last approval skipped are listed with why; a disabled or deleted merchant can be released.
 */
export function SellerBalances({ sellers }: { sellers: readonly SellerBalance[] }) {
  const approve = useApprovePayout();
  const [confirming, setConfirming] = useState<SellerBalance | 'all' | null>(null);
  const payable = sellers.filter(canPayOut);
  const nameOf = (merchantId: string) => {
    const seller = sellers.find((one) => one.merchantId === merchantId);
    return seller ? sellerName(seller) : merchantId;
  };
  const total = payable.reduce((sum, seller) => sum + seller.available, 0);

  const confirm = () => {
    if (!confirming) return;
    const target = confirming === 'all' ? ({ all: true } as const) : { merchantId: confirming.merchantId };
    void withNotices(() => approve.mutateAsync(target)).finally(() => setConfirming(null));
  };

  return (
    <>
      <div className="section-actions">
        <Button
          type="button"
          disabled={payable.length === 0 || approve.isPending}
          aria-describedby={payable.length === 0 ? 'pay-all-why' : undefined}
          onClick={() => setConfirming('all')}
        >
          Pay all
        </Button>
        {payable.length === 0 && (
          <span className="reason" id="pay-all-why">
            No seller can be paid now: each seller's row says why.
          </span>
        )}
      </div>
      <SkippedSellers
        skipped={approve.data?.skipped ?? []}
        nameOf={nameOf}
        busy={approve.isPending}
        onRelease={(merchantId) => withNotices(() => approve.mutateAsync({ merchantId, release: true }))}
      />
      <MoneyTable>
        <caption>Balances in Kes.; sellers whose refunds blocked payouts first.</caption>
        <MoneyTableHead
          columns={['Seller', { money: 'Pending' }, 'Payable from', { money: 'Available' }, { money: 'Paid out' }, 'Method', 'Payout']}
        />
        <tbody>
          {sellers.map((seller) => (
            <tr key={seller.merchantId}>
              <th scope="row" id={`seller-${seller.merchantId}`}>
                {sellerName(seller)}
              </th>
              <td className="money">{formatPrice(seller.pending)}</td>
              <td>{seller.payableOn ? formatDate(seller.payableOn) : '—'}</td>
              <td className="money">{formatPrice(seller.available)}</td>
              <td className="money">{formatPrice(seller.paidOut)}</td>
              <td>{methodText(seller)}</td>
              <td>
                {seller.payoutBlocked ? (
                  <span className="blocked">Blocked by refunds</span>
                ) : (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    disabled={!canPayOut(seller) || approve.isPending}
                    aria-describedby={`seller-${seller.merchantId}${seller.notPayable ? ` why-${seller.merchantId}` : ''}`}
                    onClick={() => setConfirming(seller)}
                  >
                    Approve payout
                  </Button>
                )}
                {!seller.payoutBlocked && seller.notPayable && (
                  <span className="reason" id={`why-${seller.merchantId}`}>
                    {seller.notPayable}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </MoneyTable>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'all' ? 'Pay all sellers?' : 'Approve this payout?'}
        message={
          confirming === 'all'
            ? `${formatPrice(total)} to ${payable.length} ${payable.length === 1 ? 'seller' : 'sellers'}, by M-Pesa or bank as each chose.`
            : confirming
              ? `${formatPrice(confirming.available)} to ${sellerName(confirming)}, by M-Pesa or bank as they chose.`
              : ''
        }
        confirmLabel={confirming === 'all' ? 'Pay all' : 'Approve payout'}
        busy={approve.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
