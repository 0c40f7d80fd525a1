import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DetailList, InfoCard } from '@/components/InfoCard';
import { SwitchField } from '@/components/form';
import { formatDate } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { ApproveContact } from '../api/merchant-actions';
import type { Merchant } from '../types';
import { cardActions } from '../utils/card-actions';
import { PhoneOnlyApproval } from './PhoneOnlyApproval';

const Card = styled(InfoCard)`
  display: grid;
  gap: ${space(3)};

  .merchant-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }

  .merchant-approved {
    padding: ${space(0.6, 2.4)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
    font-weight: 700;
  }

  .merchant-call a {
    color: ${theme.colors.accentHover};
    font-weight: 600;
  }
`;

export interface MerchantCardHandlers {
  /** `contact`: a phone-only applicant's added e-mail or the SMS invitation. */
  onApprove: (merchant: Merchant, contact?: ApproveContact) => void;
  onReject: (merchant: Merchant) => void;
  onToggleActive: (merchant: Merchant, isActive: boolean) => void;
  onDelete: (merchant: Merchant) => void;
}

interface MerchantCardProps extends MerchantCardHandlers {
  merchant: Merchant;
  busy?: boolean;
}

/** A merchant in the admin list with the actions its status allows (spec §2 Merchant card). */
export function MerchantCard({ merchant, busy = false, onApprove, onReject, onToggleActive, onDelete }: MerchantCardProps) {
  const [confirming, setConfirming] = useState(false);
  const actions = cardActions(merchant);
  return (
    <Card aria-label={`Merchant ${merchant.brandName}`}>
      <h2>{merchant.business}</h2>
      <DetailList
        details={[
          ['Brand', merchant.brand?.name ?? merchant.brandName],
          ['Name', merchant.name],
          ['Email', merchant.email || 'N/A'],
          ['Phone Number', merchant.phoneNumber],
          ['Request Date', formatDate(merchant.created)],
        ]}
      />
      <div className="merchant-actions">
        {actions.approvedMarker && <span className="merchant-approved">Approved</span>}
        {actions.approveLabel && (
          <Button type="button" disabled={busy} onClick={() => onApprove(merchant)}>
            {actions.approveLabel}
          </Button>
        )}
        {actions.reject && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => onReject(merchant)}>
            Reject
          </Button>
        )}
        {actions.callInstead && (
          <p className="merchant-call">
            Merchant doesn't have email. Call at <a href={`tel:${merchant.phoneNumber}`}>{merchant.phoneNumber}</a>
          </p>
        )}
      </div>
      {actions.phoneOnlyApproval && <PhoneOnlyApproval merchant={merchant} busy={busy} onApprove={onApprove} />}
      <div className="merchant-actions">
        {actions.activeToggle && (
          <SwitchField
            label="Active"
            checked={merchant.isActive}
            disabled={busy}
            onChange={(event) => onToggleActive(merchant, event.target.checked)}
          />
        )}
        <Button type="button" $variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete merchant"
        message={`Are you sure you want to delete ${merchant.name} (${merchant.brandName})? Their brand and products will be disabled.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDelete(merchant);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
