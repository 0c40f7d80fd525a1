import type { Merchant } from '../types';

export interface CardActions {
  /** The 'Approved' marker. */
  approvedMarker: boolean;
  /** 'Approve' (pending), 'Re-Approve' (rejected) or none. */
  approveLabel: 'Approve' | 'Re-Approve' | null;
  reject: boolean;
  /** 'Merchant doesn't have email. Call at' with a tel: link instead of any status action. */
  callInstead: boolean;
  activeToggle: boolean;
}

/** The merchant card's actions by status (spec §2 Merchant card); Delete is always there. */
export function cardActions(merchant: Pick<Merchant, 'status' | 'email'>): CardActions {
  if (merchant.status === 'Approved') {
    return { approvedMarker: true, approveLabel: null, reject: false, callInstead: false, activeToggle: true };
  }
  if (merchant.status === 'Rejected') {
    return { approvedMarker: false, approveLabel: 'Re-Approve', reject: false, callInstead: false, activeToggle: true };
  }
  if (!merchant.email) {
    return { approvedMarker: false, approveLabel: null, reject: false, callInstead: true, activeToggle: false };
  }
  return { approvedMarker: false, approveLabel: 'Approve', reject: true, callInstead: false, activeToggle: true };
}
