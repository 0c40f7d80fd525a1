import styled from 'styled-components';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Earnings } from '../types';
import { shortDay } from '../utils/statement-signs';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space(3)};
  margin: 0;

  .balance {
    padding: ${space(4)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.card};
    background: ${theme.colors.surface};
  }

  dt {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  dd {
    margin: ${space(1, 0, 0)};
    font-size: ${theme.fontSize[150]};
    font-weight: 700;
  }

  .balance-help {
    display: block;
    margin-top: ${space(1)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[85]};
    font-weight: 400;
  }
`;

const Blocked = styled.p`
  margin: ${space(3, 0, 0)};
  padding: ${space(3, 4)};
  border-radius: ${theme.radii.control};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
`;

/**
 * Available, pending, awaiting cash confirmation (pay on delivery, before the shop confirms the
 * cash) and paid out, and why payouts wait when the balance is below zero.
 */
export function BalanceCards({ earnings }: { earnings: Earnings }) {
  return (
    <>
      <Cards aria-label="Balances">
        <div className="balance">
          <dt>Available</dt>
          <dd data-testid="balance-available">
            {formatPrice(earnings.available)}
            <span className="balance-help">Paid out when an admin approves a payout.</span>
          </dd>
        </div>
        <div className="balance">
          <dt>Pending</dt>
          <dd data-testid="balance-pending">
            {formatPrice(earnings.pending)}
            <span className="balance-help">Delivered sales in the return window.</span>
            {(earnings.pendingReleases ?? []).map((release) => (
              <span className="balance-help" key={release.date}>
                {formatPrice(release.amount)} available on {shortDay(release.date)}
              </span>
            ))}
          </dd>
        </div>
        {(earnings.awaitingCash ?? 0) > 0 && (
          <div className="balance">
            <dt>Awaiting cash confirmation</dt>
            <dd data-testid="balance-awaiting-cash">
              {formatPrice(earnings.awaitingCash ?? 0)}
              <span className="balance-help">Paid at the door to the shop&apos;s rider; yours once the shop confirms the cash.</span>
            </dd>
          </div>
        )}
        <div className="balance">
          <dt>Paid out</dt>
          <dd data-testid="balance-paid-out">{formatPrice(earnings.paidOut)}</dd>
        </div>
      </Cards>
      {earnings.payoutBlocked && (
        <Blocked role="status">
          Payouts are on hold: refunds after your last payout, or commission and fees owed on cash your own rider
          collected, left your balance at {formatPrice(earnings.available)}. New sales settle it first.
        </Blocked>
      )}
    </>
  );
}
