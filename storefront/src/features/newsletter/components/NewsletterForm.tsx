import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notifyError, toast } from '@/lib/notify';
import { useSubscribeToNewsletter } from '../api/subscribe';
import { validateEmail } from '../utils/validate-email';

/** One styled root (with nested rules) keeps style injection cheap. */
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;

  label {
    font-weight: 600;
  }

  .newsletter-lead {
    margin: 0 0 0.35rem;
  }

  .newsletter-row {
    display: flex;
    gap: 0.5rem;
  }

  input {
    flex: 1;
    min-width: 0;
    height: 2.6rem;
    padding: 0 0.8rem;
    border: 1px solid #9ca3af;
    border-radius: 8px;
    font: inherit;
    color: #111827;
    background: #fff;
  }

  input[aria-invalid='true'] {
    border-color: #fca5a5;
    outline: 2px solid #fca5a5;
  }

  button {
    height: 2.6rem;
    padding: 0 1.1rem;
    border: 0;
    border-radius: 8px;
    background: #c2410c;
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }

  button:hover {
    background: #9a3412;
  }

  button:disabled {
    cursor: progress;
    opacity: 0.8;
  }

  .newsletter-error {
    margin: 0;
    min-height: 1.3em;
    color: #fca5a5;
    font-size: 0.9rem;
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
        <button type="submit" disabled={subscribe.isPending}>
          Subscribe
        </button>
      </div>
      <p className="newsletter-error" id={`${id}-error`} aria-live="polite">
        {error}
      </p>
    </Form>
  );
}
