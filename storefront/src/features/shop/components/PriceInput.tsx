import { useId, useState, type KeyboardEvent } from 'react';

/**
 * A typed price: digits, optionally written as money ("Kes. 5,000", "ksh 5000", "5 000").
 * '' for an empty box; null when it is not a whole number of shillings.
 */
export function parsePriceText(text: string): number | '' | null {
  const digits = text
    .trim()
    .replace(/^(kes|ksh|kshs)\.?/i, '')
    .replace(/[\s,]/g, '');
  if (digits === '') return '';
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

interface PriceInputProps {
  label: string;
  /** The value shown while the box is not being edited (the slider's). */
  value: number;
  /** A typed value, on Enter or when the box is left; '' when it was emptied. */
  onCommit: (value: number | '') => void;
}

/**
 * A number box for one end of the price range. What is typed stays the box's own until Enter
 * or leaving the box applies it; Escape, or text that is no whole number, puts the slider's
 * value back.
 */
export function PriceInput({ label, value, onCommit }: PriceInputProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);

  const apply = () => {
    if (text === null) return;
    setText(null);
    const typed = parsePriceText(text);
    if (typed !== null && typed !== value) onCommit(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape' && text !== null) {
      event.preventDefault();
      setText(null);
    }
  };

  return (
    <div className="price-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        value={text ?? String(value)}
        onChange={(event) => setText(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={apply}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
