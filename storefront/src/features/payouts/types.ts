/** GET /api/ledger/sellers (admin) → {sellers}: each seller's ledger balances in Kes., blocked ones first. */
export interface SellerBalance {
  merchantId: string;
  name: string | null;
  pending: number;
  available: number;
  paidOut: number;
  /** A clawback after a payout left `available` below zero: no payout until it is settled. */
  payoutBlocked: boolean;
}

/** A payout as GET /api/payouts lists it: M-Pesa B2C (receipt from Daraja's result) or bank (reference typed by the admin). */
export interface Payout {
  id: string;
  merchantId: string;
  name?: string | null;
  amount: number;
  method: 'mpesa' | 'bank' | (string & {});
  /** 'Processing' until Daraja's result (or the bank reference) arrives; 'Paid' or 'Failed' after. */
  status: string;
  receipt?: string | null;
  reference?: string | null;
  /** Why a payout failed (Daraja's ResultDesc). */
  reason?: string | null;
  createdAt: string;
}

export interface PayoutList {
  payouts: Payout[];
  /** The B2C utility account's funds from the last B2C result, in Kes., when the API knows them. */
  utilityBalance?: number | null;
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
