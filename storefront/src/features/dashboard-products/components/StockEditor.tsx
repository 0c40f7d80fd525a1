import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useUpdateProduct } from '../api/update-product';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1.6)};

  input {
    width: 5.5rem;
    padding: ${space(1, 1.6)};
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii.control};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }

  button {
    min-height: 2.25rem;
    padding: ${space(1, 2.4)};
    font-size: ${theme.fontSize[85]};
  }

  .stock-error {
    flex-basis: 100%;
    margin: 0;
    color: ${theme.colors.danger};
    font-size: ${theme.fontSize[85]};
  }
`;

/** Why a typed stock is refused (the product form's messages), or null for a whole number of at least 0. */
export function stockError(text: string): string | null {
  const value = text.trim();
  if (!value) return 'Quantity is required.';
  if (!/^-?\d+(\.\d+)?$/.test(value)) return 'Quantity must be a number.';
  if (!Number.isInteger(Number(value))) return 'Quantity must be a whole number.';
  if (Number(value) < 0) return 'Quantity may not be negative.';
  return null;
}

/** The list's inline stock edit: the number and a Save button that sends the stock alone. */
export function StockEditor({ productId, name, quantity }: { productId: string; name: string; quantity: number }) {
  const id = useId();
  const [text, setText] = useState(String(quantity));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProduct();
  const unchanged = text.trim() === String(quantity);

  return (
    <Form
      noValidate
      aria-label={`Stock of ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = stockError(text);
        setError(problem);
        if (!problem) void withNotices(() => update.mutateAsync({ id: productId, product: { quantity: Number(text) } }));
      }}
    >
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-label={`Stock of ${name}`}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" $variant="secondary" disabled={unchanged || update.isPending} aria-label={`Save stock of ${name}`}>
        Save
      </Button>
      {error && (
        <p className="stock-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Form>
  );
}
