/** GET /api/earnings → {earnings}: a seller's balances from the ledger, in Kes. */
export interface Earnings {
  merchantId: string;
  /** Delivered sales still in the return window. */
  pending: number;
  /** What the next payout can send; below zero after a clawback, which blocks payouts. */
  available: number;
  paidOut: number;
  /** Delivered sales paid at the door to the shop's rider whose cash no admin has confirmed yet: not payable. */
  awaitingCash?: number;
  payoutBlocked: boolean;
  /** When pending money becomes payable: per day (YYYY-MM-DD, the shop's time zone), earliest first. */
  pendingReleases?: { date: string; amount: number }[];
}

/** What moved the seller's balance: a sale, its reversal (refund or clawback), the end of the hold, a payout. */
export type StatementLineKind =
  | 'sale_delivered'
  | 'sale_collected_by_seller'
  | 'delivery_fee_owed'
  | 'sale_reversed'
  | 'earnings_released'
  | 'payout'
  | 'payout_settled'
  | 'payout_failed'
  | 'payout_late_settled'
  | (string & {});

/** One ledger transaction of the period, traceable to its order and line. */
export interface StatementLine {
  transactionId: string;
  kind: StatementLineKind;
  date: string;
  orderId: string | null;
  orderNumber: string | null;
  lineItemId: string | null;
  product: string | null;
  quantity: number | null;
  gross: number | null;
  commissionPercent: number | null;
  commission: number | null;
  /** How the commission was computed: "10% of Kes. 1,896.55, the price before VAT". */
  commissionExplained?: string | null;
  /** A sale still pending: the day (YYYY-MM-DD) it becomes payable. */
  availableOn?: string | null;
  /** The change to what the seller is owed (pending + available). */
  amount: number;
  pending: number;
  available: number;
  paidOut: number;
  /** A payout's line: the payout, its state now and its receipt (M-Pesa's, or the bank's reference); null otherwise. */
  payout?: { id: string; state: string | null; receipt: string | null } | null;
}

/** GET /api/earnings/statement?from&to → {statement}. */
export interface Statement {
  merchantId: string;
  from: string;
  to: string;
  openingBalance: number;
  grossSales: number;
  commission: number;
  refundsAndClawbacks: number;
  payouts: number;
  closingBalance: number;
  lines: StatementLine[];
}

export interface BankDetails {
  bankName: string;
  branch?: string | null;
  accountName: string;
  accountNumber: string;
}

/** GET /api/earnings/payout-method → {payoutMethod}: an M-Pesa number (B2C) or a bank account (paid by hand); null until set. */
export interface SavedPayoutMethod {
  kind: 'mpesa' | 'bank';
  phone: string | null;
  bank: BankDetails | null;
  updatedAt?: string;
}

/** PUT /api/earnings/payout-method: the chosen method only; `password` is needed to change a saved one. */
export type PayoutMethodInput = ({ kind: 'mpesa'; phone: string } | { kind: 'bank'; bank: BankDetails }) & { password?: string };
