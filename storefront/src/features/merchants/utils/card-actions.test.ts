import { describe, expect, it } from 'vitest';
import { cardActions } from './card-actions';

describe('merchant card actions by status (spec §2, §4)', () => {
  it('approved: marker and toggle, no approve or reject', () => {
    expect(cardActions({ status: 'Approved', email: 'a@b.co' })).toEqual({
      approvedMarker: true, approveLabel: null, reject: false, callInstead: false, phoneOnlyApproval: false, activeToggle: true,
    });
  });
  it('rejected: Re-Approve and toggle', () => {
    expect(cardActions({ status: 'Rejected', email: 'a@b.co' })).toMatchObject({ approveLabel: 'Re-Approve', reject: false, activeToggle: true });
  });
  it('pending with e-mail: Approve, Reject and toggle; without: call, approve with an e-mail or by SMS, or reject', () => {
    expect(cardActions({ status: 'Waiting Approval', email: 'a@b.co' })).toMatchObject({ approveLabel: 'Approve', reject: true, activeToggle: true });
    expect(cardActions({ status: 'Waiting Approval', email: null })).toEqual({
      approvedMarker: false, approveLabel: null, reject: true, callInstead: true, phoneOnlyApproval: true, activeToggle: false,
    });
  });
});
