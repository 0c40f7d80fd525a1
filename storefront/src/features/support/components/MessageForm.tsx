import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { inlineForm } from '@/components/form';
import { space, theme } from '@/lib/theme';

export const EMPTY_MESSAGE_ALERT = 'Please type message.';
const MAX_LENGTH = 2000;

const Form = styled.form`
  ${inlineForm}
  margin-top: ${space(4)};

  input {
    padding: ${space(2, 3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.control};
    font: inherit;
    color: ${theme.colors.text};
  }
`;

interface Props {
  disabled: boolean;
  onSend: (text: string) => Promise<boolean>;
  /** What the box starts with, e.g. the order a "Need help?" link came about. */
  initialText?: string;
}

/** The text box and Send (spec §5 Chat): disabled while empty; whitespace only is refused; clears on success. */
export function MessageForm({ disabled, onSend, initialText = '' }: Props) {
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      window.alert(EMPTY_MESSAGE_ALERT);
      return;
    }
    setSending(true);
    try {
      if (await onSend(text)) setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId}>
        <VisuallyHidden>Message</VisuallyHidden>
      </label>
      <input
        id={inputId}
        type="text"
        value={text}
        maxLength={MAX_LENGTH}
        placeholder="Type Message"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={disabled || sending || text === ''}>
        Send
      </Button>
    </Form>
  );
}
