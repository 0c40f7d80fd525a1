import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { notifyError, toast } from '@/lib/notify';
import { space, theme } from '@/lib/theme';
import { useSubscribeToNewsletter } from '../api/subscribe';
import { validateEmail } from '@/lib/email-rule';
import { stackedField } from '@/components/form/field-styles';

/** One styled root (with nested rules) keeps style injection cheap. */
const Form = styled.form`
  ${stackedField}
  gap: ${space(1.6)};

  .newsletter-lead {
    margin: ${space(0, 0, 1.4)};
  }

  .newsletter-row {
    display: flex;
    gap: ${space(2)};
  }

  input {
    flex: 1;
    min-width: 0;
    padding: ${space(0, 3.2)};
    border: 1px solid ${theme.colors.quietBorder};
    border-radius: ${theme.radii.control};
    font: inherit;
    color: ${theme.colors.fieldTextOnDark};
    background: ${theme.colors.card};
  }

  input[aria-invalid='true'] {
    border-color: ${theme.colors.errorOnDark};
    outline: 2px solid ${theme.colors.errorOnDark};
  }

  .newsletter-error {
    margin: 0;
    min-height: 1.3em;
    color: ${theme.colors.errorOnDark};
    font-size: ${theme.fontSize[90]};
  }
`;

/** Footer newsletter sign-up (spec §2): email required and valid, then POST /api/newsletter/subscribe. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const subscribe = useSubscribeToNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateEmail(email);
    setTouched(true);
    setError(message);
    if (message) return;
    subscribe.mutate(email.trim(), {
      onSuccess: (body) => {
        if (body?.message) toast.success(body.message);
        setEmail('');
        setTouched(false);
      },
      onError: (failure) => notifyError(failure),
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <p className="newsletter-lead">Sign up for our newsletter to get the latest deals.</p>
      <label htmlFor={`${id}-email`}>Email</label>
      <div className="newsletter-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Please Enter Your Email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setEmail(event.target.value);
            if (touched) setError(validateEmail(event.target.value));
          }}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          Subscribe
        </Button>
      </div>
      <p className="newsletter-error" id={`${id}-error`} aria-live="polite">
        {error}
      </p>
    </Form>
  );
}
