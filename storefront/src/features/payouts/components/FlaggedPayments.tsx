import { MoneyTableHead } from '@/components/MoneyTableHead';
import { formatDate, formatPrice } from '@/lib/format';
import type { FlaggedPayment } from '../types';
import { MoneyTable } from './money-table';

/**
 * M-Pesa payments a person must look at: a Mismatch (never paid: a callback not ours, or not confirmed
 * by M-Pesa), Refund due (paid, but its cart was ordered another way or its stock was gone) or Paid
 * after the shop had marked it Failed or Expired.
 */
export function FlaggedPayments({ payments }: { payments: readonly FlaggedPayment[] }) {
  return (
    <MoneyTable>
      <caption>M-Pesa payments flagged for a person (Mismatch, Refund due, paid late), newest first.</caption>
      <MoneyTableHead columns={['Time', 'Order', 'Phone', { money: 'Expected' }, { money: 'Received' }, 'Status', 'M-Pesa said']} />
      <tbody>
        {payments.map((payment) => (
          <tr key={payment._id}>
            <td>{formatDate(payment.at)}</td>
            <td>{payment.orderNumber ? `Order #${payment.orderNumber}` : 'No order'}</td>
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
          </tr>
        ))}
      </tbody>
    </MoneyTable>
  );
}
