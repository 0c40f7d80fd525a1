/** GET /api/ledger/sellers (admin) → {sellers}: each seller's ledger balances in Kes., blocked ones first. */
export interface SellerBalance {
  merchantId: string;
  name: string | null;
  pending: number;
  available: number;
  paidOut: number;
  /** A clawback after a payout left `available` below zero: no payout until it is settled. */
  payoutBlocked: boolean;
  /** When the oldest pending earnings become payable (the sale plus the hold); null with nothing pending. */
  payableOn?: string | null;
  /** The payout method the seller chose, masked; null when none. */
  payoutMethod?: SellerPayoutMethod | null;
  /** Why "Approve payout" cannot be used now (the approval's own reasons); null when it can. */
  notPayable?: string | null;
}

export interface SellerPayoutMethod {
  kind: 'mpesa' | 'bank' | (string & {});
  /** The M-Pesa number, masked (254712***678). */
  phone: string | null;
  bankName: string | null;
  /** The bank account number's last four characters (••••7890). */
  account: string | null;
}

/** A payout as GET /api/payouts lists it: M-Pesa B2C (receipt from Daraja's result) or bank (reference typed by the admin). */
export interface Payout {
  _id: string;
  merchantId: string;
  merchantName: string | null;
  /** Over Kes. 250,000 an M-Pesa payout is split into parts of one batch. */
  batchId?: string;
  part?: number;
  amount: number;
  method: 'mpesa' | 'bank' | (string & {});
  /** The M-Pesa number, masked (2547123***678). */
  phone?: string | null;
  bank?: Record<string, string | null> | null;
  /** 'Processing' until Daraja's result (or the bank reference) arrives; 'Paid' or 'Failed' after. */
  state: 'Processing' | 'Paid' | 'Failed' | (string & {});
  /** The M-Pesa receipt, or the bank reference once marked paid. */
  receipt: string | null;
  /** Why a payout failed (Daraja's ResultDesc). */
  reason: string | null;
  /** Daraja's result did not match the payout (amount or receiver): to be looked at. */
  unreconciled: boolean;
  createdAt: string;
  settledAt?: string | null;
}

export interface PayoutList {
  payouts: Payout[];
  /** The B2C utility account's funds in Kes. from the last result that reported them. */
  utility: { balance: number; reportedAt: string | null } | null;
}

/** A seller an approval did not pay, with why; `hold` when the merchant is disabled or deleted (an admin may release them). */
export interface SkippedSeller {
  merchantId: string;
  reason: string;
  hold?: 'disabled' | 'deleted';
}

/** POST /api/payouts answers the payouts started and the sellers skipped, with why. */
export interface ApproveReply {
  payouts: Payout[];
  skipped: SkippedSeller[];
}

export type RuleScope = 'merchant' | 'category';

export interface CommissionRule {
  id: string;
  scope: RuleScope;
  targetId: string;
  name: string | null;
  percent: number;
  updatedAt: string;
}

/** GET /api/commission (admin). */
export interface CommissionRules {
  defaultPercent: number;
  rules: CommissionRule[];
}

/** What a write answers. */
export interface PayoutsMessage {
  success: boolean;
  message: string;
}

/** A payment that owes its buyer money back, as GET /api/payouts/refunds lists it under `due`. */
export interface RefundDue {
  paymentId: string;
  orderId: string | null;
  /** The order's number for people ("DK-10042"). */
  orderNumber: string | null;
  /** The paying phone, masked (254712***678). */
  phone: string | null;
  /** What is owed, and what the next refund sends (whole shillings, at most Kes. 250,000). */
  owed: number;
  amount: number;
  paymentReceipt: string | null;
  /** Why the last refund of this payment failed, if one did. */
  lastFailure: string | null;
}

/** A refund sent by M-Pesa B2C to the phone that paid. */
export interface Refund {
  _id: string;
  paymentId: string;
  orderId: string | null;
  orderNumber?: string | null;
  amount: number;
  phone: string | null;
  state: 'Processing' | 'Paid' | 'Failed' | (string & {});
  receipt: string | null;
  reason: string | null;
  unreconciled: boolean;
  createdAt: string;
  settledAt?: string | null;
}

/** GET /api/payouts/refunds (admin). */
export interface RefundList {
  due: RefundDue[];
  refunds: Refund[];
}

/** An M-Pesa payment flagged for a person, as GET /api/payouts/payments lists it. */
export interface FlaggedPayment {
  _id: string;
  orderId: string | null;
  orderNumber: string | null;
  state: 'Mismatch' | 'Refund due' | 'Paid' | (string & {});
  phone: string | null;
  receivedPhone: string | null;
  expected: number;
  received: number | null;
  receipt: string | null;
  /** Daraja's ResultDesc from the payment's last callback. */
  resultDesc: string | null;
  /** Why the shop flagged it. */
  reason: string | null;
  at: string;
  /** What it owes its buyer now, and whether "Refund" can send it (nothing on its way already). */
  owed?: number;
  refundable?: boolean;
  /** Flagged Refund due with no order and no refund started: "Place the order anyway" may be tried. */
  placeable?: boolean;
}
