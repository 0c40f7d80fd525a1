import type { Statement, StatementLine } from '../types';

/**
 * Every money figure as its effect on what the seller is owed, the same on the screen and in the
 * CSV: sales and refunds as the API gives them, commission and payouts as deductions (below zero;
 * a refunded sale's commission given back is above zero).
 */
export const signedTotals = (statement: Statement) => ({
  openingBalance: statement.openingBalance,
  grossSales: statement.grossSales,
  commission: -statement.commission,
  refundsAndClawbacks: statement.refundsAndClawbacks,
  payouts: -statement.payouts,
  closingBalance: statement.closingBalance,
});

/** A line's commission as a deduction (null when the line has none). */
export const signedCommission = (line: Pick<StatementLine, 'commission'>): number | null =>
  line.commission === null ? null : -line.commission || 0;

/** "6 Dec" for the API's YYYY-MM-DD (a calendar day in the shop's time zone). */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
