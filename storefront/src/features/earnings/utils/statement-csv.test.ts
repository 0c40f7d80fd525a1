import { describe, expect, it } from 'vitest';
import type { Statement } from '../types';
import { csvCell, statementCsv } from './statement-csv';

const statement: Statement = {
  merchantId: 'mer_1',
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-01T00:00:00.000Z',
  openingBalance: 0,
  grossSales: 5000,
  commission: 500,
  refundsAndClawbacks: -450,
  payouts: 4000,
  closingBalance: 50,
  lines: [
    {
      transactionId: 'ltx_1',
      kind: 'sale_delivered',
      date: '2026-11-03T09:00:00.000Z',
      orderId: 'order_1',
      orderNumber: 'DK-10042',
      lineItemId: 'ordli_1',
      product: '=HYPERLINK("http://evil.example","Click")',
      quantity: 2,
      gross: 5000,
      commissionPercent: 10,
      commission: 500,
      commissionExplained: '10% of Kes. 4,310.34, the price before VAT',
      availableOn: '2026-12-06',
      amount: 4500,
      pending: 4500,
      available: 0,
      paidOut: 0,
    },
    {
      transactionId: 'ltx_2',
      kind: 'payout',
      date: '2026-11-20T21:30:00.000Z',
      orderId: null,
      orderNumber: null,
      lineItemId: null,
      product: null,
      quantity: null,
      gross: null,
      commissionPercent: null,
      commission: null,
      amount: -4000,
      pending: 0,
      available: -4000,
      paidOut: 4000,
      payout: { id: 'po_1', state: 'Paid', receipt: '@SFX123' },
    },
  ],
};

describe('statement CSV', () => {
  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+254712345678')).toBe("'+254712345678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Sufuria, 2 litres')).toBe('"Sufuria, 2 litres"');
    expect(csvCell('Plain')).toBe('Plain');
    // The statement's own figures stay numbers, so a negative amount still adds up.
    expect(csvCell(-450)).toBe('-450.00');
    expect(csvCell(null)).toBe('');
  });

  it('writes the totals, then a row per transaction with its order, in the shop time zone', () => {
    const rows = statementCsv(statement, { from: '2026-11-01', to: '2026-11-30' }).split('\r\n');
    expect(rows[0]).toBe('Statement,2026-11-01 to 2026-11-30');
    expect(rows).toContain('Gross sales (Kes.),5000.00');
    expect(rows).toContain('Refunds and clawbacks (Kes.),-450.00');
    expect(rows).toContain('Closing balance (Kes.),50.00');
    expect(rows).toContain(
      'Date,Type,Order,Order id,Product,Quantity,Gross (Kes.),Commission (Kes.),Amount (Kes.),Receipt,Commission computed as,Available on',
    );
    expect(rows).toContain(
      `2026-11-03,Sale,DK-10042,order_1,"'=HYPERLINK(""http://evil.example"",""Click"")",2,5000.00,-500.00,4500.00,,"10% of Kes. 4,310.34, the price before VAT",2026-12-06`,
    );
    // 21:30 UTC on the 20th is past midnight in Nairobi.
    expect(rows).toContain("2026-11-21,Payout (Paid),,,,,,,-4000.00,'@SFX123,,");
  });

  it('gives each kind of figure the sign the screen shows: commission and payouts are deductions', () => {
    const rows = statementCsv(statement, { from: '2026-11-01', to: '2026-11-30' }).split('\r\n');
    expect(rows).toContain('Commission (Kes.),-500.00');
    expect(rows).toContain('Payouts (Kes.),-4000.00');
  });
});
