/** The Status cell of a payout or refund: its state (failed red, paid green), then why it was unreconciled or failed. */
export function MoneyState({ state, unreconciled, reason }: { state: string; unreconciled: boolean; reason: string | null }) {
  return (
    <td>
      <span className={state === 'Failed' ? 'failed' : state === 'Paid' ? 'paid' : undefined}>{state}</span>
      {unreconciled && <span className="reason failed">Unreconciled: the result did not match</span>}
      {reason && <span className="reason">{reason}</span>}
    </td>
  );
}
