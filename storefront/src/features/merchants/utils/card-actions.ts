import type { Merchant } from '../types';

export interface CardActions {
  /** The 'Approved' marker. */
  approvedMarker: boolean;
  /** 'Approve' (pending), 'Re-Approve' (rejected) or none. */
  approveLabel: 'Approve' | 'Re-Approve' | null;
  reject: boolean;
  /** 'Merchant doesn't have email. Call at' with a tel: link. */
  callInstead: boolean;
  /** A phone-only applicant: approve with an e-mail the admin adds, or invite by SMS (issue item 20). */
  phoneOnlyApproval: boolean;
  activeToggle: boolean;
}

/**
 * The merchant card's actions by status (spec §2 Merchant card); Delete is always there. A phone-only
 * applicant (no e-mail) keeps the spec's 'Call at' text and can be approved with an e-mail the admin
 * adds or invited by SMS, or rejected (issue item 20).
 */
export function cardActions(merchant: Pick<Merchant, 'status' | 'email'>): CardActions {
  if (merchant.status === 'Approved') {
    return { approvedMarker: true, approveLabel: null, reject: false, callInstead: false, phoneOnlyApproval: false, activeToggle: true };
  }
  if (merchant.status === 'Rejected') {
    return {
      approvedMarker: false,
      approveLabel: merchant.email ? 'Re-Approve' : null,
      reject: false,
      callInstead: !merchant.email,
      phoneOnlyApproval: !merchant.email,
      activeToggle: true,
    };
  }
  if (!merchant.email) {
    return { approvedMarker: false, approveLabel: null, reject: true, callInstead: true, phoneOnlyApproval: true, activeToggle: false };
  }
  return { approvedMarker: false, approveLabel: 'Approve', reject: true, callInstead: false, phoneOnlyApproval: false, activeToggle: true };
}
