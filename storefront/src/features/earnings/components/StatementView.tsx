import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DetailList } from '@/components/InfoCard';
import { MoneyTable } from '@/components/MoneyTable';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { formatDate, formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Statement } from '../types';
import { lineKindLabel, lineReceipt } from '../utils/statement-csv';

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

/** The period's totals and every transaction in it, each sale or refund linked to its order. */
export function StatementView({ statement }: { statement: Statement }) {
  return (
    <>
      <DetailList
        details={[
          ['Opening balance', formatPrice(statement.openingBalance), 'statement-opening'],
          ['Gross sales', formatPrice(statement.grossSales), 'statement-gross'],
          ['Commission', formatPrice(-statement.commission), 'statement-commission'],
          ['Refunds and clawbacks', formatPrice(statement.refundsAndClawbacks), 'statement-refunds'],
          ['Payouts', formatPrice(-statement.payouts), 'statement-payouts'],
          ['Closing balance', formatPrice(statement.closingBalance), 'statement-closing'],
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
                  <td>{lineKindLabel(line)}</td>
                  <td>{line.orderId ? <Link to={`/order/${line.orderId}`}>{line.orderNumber ?? line.orderId}</Link> : ''}</td>
                  <td>{line.product ?? ''}</td>
                  <td>{line.quantity ?? ''}</td>
                  <td className="money">{money(line.gross)}</td>
                  <td className="money">
                    {money(line.commission)}
                    {line.commissionPercent !== null && line.commission !== null && ` (${line.commissionPercent}%)`}
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
