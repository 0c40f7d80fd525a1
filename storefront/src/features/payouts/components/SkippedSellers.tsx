import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { space, theme } from '@/lib/theme';
import type { SkippedSeller } from '../types';

const List = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: ${space(0, 0, 4)};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }

  .reason {
    color: ${theme.colors.muted};
  }
`;

const HOLD_LABELS = { disabled: 'disabled', deleted: 'deleted' } as const;

interface Props {
  skipped: readonly SkippedSeller[];
  /** The seller's name by merchant id (the id when unknown). */
  nameOf: (merchantId: string) => string;
  /** Pays a disabled or deleted merchant anyway. */
  onRelease: (merchantId: string) => Promise<unknown>;
  busy: boolean;
}

/**
 * After an approval: each seller it skipped, with why. A disabled or deleted merchant is paid only when the admin
 * releases them ("Release and pay", after a confirmation); the release is recorded in the activity log.
 */
export function SkippedSellers({ skipped, nameOf, onRelease, busy }: Props) {
  const [confirming, setConfirming] = useState<SkippedSeller | null>(null);
  if (skipped.length === 0) return null;
  const release = () => {
    if (!confirming) return;
    void onRelease(confirming.merchantId).finally(() => setConfirming(null));
  };
  return (
    <section aria-labelledby="payouts-skipped">
      <h3 id="payouts-skipped">Skipped by the last approval</h3>
      <List>
        {skipped.map((seller) => (
          <li key={seller.merchantId}>
            <strong>{nameOf(seller.merchantId)}</strong>
            <span className="reason">{seller.reason}</span>
            {seller.hold && (
              <Button
                type="button"
                $size="sm"
                $variant="outline"
                aria-label={`Release and pay: ${nameOf(seller.merchantId)}`}
                disabled={busy}
                onClick={() => setConfirming(seller)}
              >
                Release and pay
              </Button>
            )}
          </li>
        ))}
      </List>
      <ConfirmDialog
        open={confirming !== null}
        title="Pay this merchant anyway?"
        message={
          confirming?.hold
            ? `${nameOf(confirming.merchantId)} is ${HOLD_LABELS[confirming.hold]}. Their available balance will be paid out, and the release recorded in the activity log.`
            : ''
        }
        confirmLabel="Release and pay"
        busy={busy}
        onConfirm={release}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
