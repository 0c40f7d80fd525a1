import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { validateEmail } from '@/lib/email-rule';
import { space } from '@/lib/theme';
import type { ApproveContact } from '../api/merchant-actions';
import type { Merchant } from '../types';

const Form = styled.form`
  display: grid;
  gap: ${space(2)};

  .phone-only-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`;

interface PhoneOnlyApprovalProps {
  merchant: Merchant;
  busy: boolean;
  onApprove: (merchant: Merchant, contact: ApproveContact) => void;
}

/**
 * Approving an applicant who gave only a phone number (issue item 20): after the call, add their
 * e-mail (the invitation is e-mailed), or send the same single-use sign-up link by SMS.
 */
export function PhoneOnlyApproval({ merchant, busy, onApprove }: PhoneOnlyApprovalProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  return (
    <Form
      noValidate
      aria-label={`Approve ${merchant.brandName}`}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = validateEmail(email);
        setError(problem ?? undefined);
        if (!problem) onApprove(merchant, { email: email.trim() });
      }}
    >
      <TextField id={id} label="Their email" type="email" autoComplete="off" value={email} error={error} onChange={(event) => setEmail(event.target.value)} />
      <div className="phone-only-buttons">
        <Button type="submit" disabled={busy}>
          Approve with email
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => onApprove(merchant, { invite: 'sms' })}>
          Invite by SMS
        </Button>
      </div>
    </Form>
  );
}
