import { saveFile } from '@/lib/save-file';
import type { Statement, StatementLine } from '../types';
import { shopToday } from './period';
import { signedCommission, signedTotals } from './statement-signs';

/** What each kind of ledger transaction is called on the statement. */
export const LINE_KIND_LABELS: Record<string, string> = {
  sale_delivered: 'Sale',
  sale_collected_by_seller: 'Sale, cash collected by you',
  delivery_fee_owed: 'Delivery fee collected by you, owed',
  sale_reversed: 'Refund or clawback',
  earnings_released: 'Hold ended',
  payout: 'Payout',
  payout_settled: 'Payout settled',
  payout_failed: 'Payout failed, returned',
  payout_late_settled: 'Payout paid after it failed',
};

/** The line's type; a payout's says where it stands now ("Payout (Processing)"). */
export const lineKindLabel = (line: Pick<StatementLine, 'kind' | 'payout'>): string => {
  const label = LINE_KIND_LABELS[line.kind] ?? line.kind;
  return line.kind === 'payout' && line.payout?.state ? `${label} (${line.payout.state})` : label;
};

/** A payout's M-Pesa receipt or bank reference, once it has one. */
export const lineReceipt = (line: StatementLine): string => line.payout?.receipt ?? '';

type Cell = string | number | null | undefined;

/**
 * One CSV cell. Text starting with =, +, -, @ (or a tab or carriage return) would run as a
 * formula in a spreadsheet (CSV injection), so it is prefixed with an apostrophe; a product name
 * is text the merchant typed. Numbers are the statement's own figures and stay numbers (so a
 * negative amount still adds up). Cells with a comma, quote or line break are quoted.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: readonly Cell[]) => cells.map(csvCell).join(',');

const HEADER = [
  'Date',
  'Type',
  'Order',
  'Order id',
  'Product',
  'Quantity',
  'Gross (Kes.)',
  'Commission (Kes.)',
  'Amount (Kes.)',
  'Receipt',
  'Commission computed as',
  'Available on',
];

/**
 * The statement as CSV: the period's totals, then one row per transaction with its order.
 * Dates are YYYY-MM-DD in the shop's time zone so spreadsheets sort them; money in Kes. with two decimals,
 * each figure with the same sign as on the screen (./statement-signs.ts: commission and payouts are deductions).
 */
export function statementCsv(statement: Statement, period: { from: string; to: string }): string {
  const totals = signedTotals(statement);
  const rows: string[] = [
    row(['Statement', `${period.from} to ${period.to}`]),
    row(['Opening balance (Kes.)', totals.openingBalance]),
    row(['Gross sales (Kes.)', totals.grossSales]),
    row(['Commission (Kes.)', totals.commission]),
    row(['Refunds and clawbacks (Kes.)', totals.refundsAndClawbacks]),
    row(['Payouts (Kes.)', totals.payouts]),
    row(['Closing balance (Kes.)', totals.closingBalance]),
    '',
    row(HEADER),
    ...statement.lines.map((line) =>
      row([
        shopToday(new Date(line.date)),
        lineKindLabel(line),
        line.orderNumber,
        line.orderId,
        line.product,
        line.quantity === null ? null : String(line.quantity),
        line.gross,
        signedCommission(line),
        line.amount,
        lineReceipt(line),
        line.commissionExplained,
        line.availableOn,
      ]),
    ),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** Saves `csv` as a file from the browser (no server round trip); the BOM tells spreadsheets it is UTF-8. */
export function downloadCsv(csv: string, fileName: string) {
  saveFile(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
