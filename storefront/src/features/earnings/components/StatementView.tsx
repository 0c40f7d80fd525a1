import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DetailList } from '@/components/InfoCard';
import { MoneyTable } from '@/components/MoneyTable';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { formatDate, formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Statement } from '../types';
import { lineKindLabel, lineReceipt } from '../utils/statement-csv';
import { shortDay, signedCommission, signedTotals } from '../utils/statement-signs';

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: ${space(5)};
`;

const Table = styled(MoneyTable)`
  th,
  td {
    vertical-align: top;
  }

  a {
    color: ${theme.colors.accent};
  }
`;

const money = (value: number | null) => (value === null ? '' : formatPrice(value));

const Note = styled.span`
  display: block;
  margin-top: ${space(1)};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize[85]};
`;

/**
 * The period's totals and every transaction in it, each sale or refund linked to its order, with how
 * its commission was computed and, while pending, the day it becomes payable. Signs as in the CSV.
 */
export function StatementView({ statement }: { statement: Statement }) {
  const totals = signedTotals(statement);
  return (
    <>
      <DetailList
        details={[
          ['Opening balance', formatPrice(totals.openingBalance), 'statement-opening'],
          ['Gross sales', formatPrice(totals.grossSales), 'statement-gross'],
          ['Commission', formatPrice(totals.commission), 'statement-commission'],
          ['Refunds and clawbacks', formatPrice(totals.refundsAndClawbacks), 'statement-refunds'],
          ['Payouts', formatPrice(totals.payouts), 'statement-payouts'],
          ['Closing balance', formatPrice(totals.closingBalance), 'statement-closing'],
        ]}
      />
      {statement.lines.length === 0 ? (
        <p>Nothing moved your balance in this period.</p>
      ) : (
        <Scroll>
          <Table>
            <caption>Transactions in this period; amounts change what you are owed.</caption>
            <MoneyTableHead
              columns={['Date', 'Type', 'Order', 'Product', 'Qty', { money: 'Gross' }, { money: 'Commission' }, { money: 'Amount' }, 'Receipt']}
            />
            <tbody>
              {statement.lines.map((line) => (
                <tr key={line.transactionId}>
                  <td>{formatDate(line.date)}</td>
                  <td>
                    {lineKindLabel(line)}
                    {line.availableOn && <Note>Available on {shortDay(line.availableOn)}</Note>}
                  </td>
                  <td>{line.orderId ? <Link to={`/order/${line.orderId}`}>{line.orderNumber ?? line.orderId}</Link> : ''}</td>
                  <td>{line.product ?? ''}</td>
                  <td>{line.quantity ?? ''}</td>
                  <td className="money">{money(line.gross)}</td>
                  <td className="money">
                    {money(signedCommission(line))}
                    {line.commissionPercent !== null && line.commission !== null && ` (${line.commissionPercent}%)`}
                    {line.commissionExplained && <Note>{line.commissionExplained}</Note>}
                  </td>
                  <td className="money">{formatPrice(line.amount)}</td>
                  <td>{lineReceipt(line)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </>
  );
}
