import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { quantityCap, validateQuantity } from '@/lib/quantity';
import type { Product } from '@/lib/types';
import { space, theme } from '@/lib/theme';
import { removeFromCart, useCartLine } from '@/stores/cart';
import { controlFrame, stackedField } from '@/components/form/field-styles';
import { addProductToBag, stockOf } from '../utils/add-to-bag';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(3.6)};
  padding-top: ${space(3)};
  border-top: 1px solid ${theme.colors.border};
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3.6, 5)};
`;

const Field = styled.div`
  ${stackedField}

  label {
  }

  input,
  select {
    height: 2.6rem;
    padding: ${space(0, 2.8)};
    ${controlFrame}
  }

  input {
    width: 7rem;
  }

  select {
    min-width: 12rem;
  }

  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    outline: 1px solid ${theme.colors.danger};
  }

  input:disabled,
  select:disabled {
    background: ${theme.colors.surface};
    color: ${theme.colors.muted};
  }
`;

const Hint = styled.span`
  font-size: ${theme.fontSize[85]};
  color: ${theme.colors.muted};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSize[90]};
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

const BagButton = styled(Button)`
  align-self: flex-start;
`;

/**
 * Quantity (whole number, 1 to the per-stock cap), variant (when there are several, one must be
 * chosen: "Please select a variant.") and Add To Bag / Remove From Bag. Validation is inline; no native browser validation.
 */
export function AddToBagForm({ product, formId }: { product: Product; formId?: string }) {
  const id = useId();
  const cap = quantityCap(stockOf(product));
  const outOfStock = cap === 0;
  const line = useCartLine(product._id);
  const variants = product.variants ?? [];

  const [quantity, setQuantity] = useState('1');
  const [variant, setVariant] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [variantError, setVariantError] = useState<string | null>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const variantRef = useRef<HTMLSelectElement>(null);

  const quantityId = `${id}-quantity`;
  const errorId = `${id}-quantity-error`;
  const hintId = `${id}-quantity-hint`;
  const variantErrorId = `${id}-variant-error`;
  const mustChooseVariant = variants.length > 1;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (line || outOfStock) return;
    const message = validateQuantity(quantity, cap);
    setError(message);
    const variantMessage = mustChooseVariant && !variant ? 'Please select a variant.' : null;
    setVariantError(variantMessage);
    // The phone's add bar submits this form from afar: bring the field to fix into view.
    if (message) quantityRef.current?.focus();
    else if (variantMessage) variantRef.current?.focus();
    if (message || variantMessage) return;
    const chosenVariant = variants.length === 1 ? (variants[0] ?? null) : variant || null;
    addProductToBag(product, Number(quantity), chosenVariant);
  };

  return (
    <Form id={formId} noValidate onSubmit={onSubmit} aria-label={`Add ${product.name} to bag`}>
      <Fields>
        <Field>
          <label htmlFor={quantityId}>Quantity</label>
          <input
            id={quantityId}
            ref={quantityRef}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(cap, 1)}
            step={1}
            value={line ? String(line.quantity) : quantity}
            disabled={outOfStock || Boolean(line)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${errorId} ${hintId}`}
            onChange={(event) => {
              setQuantity(event.target.value);
              setError(validateQuantity(event.target.value, cap));
            }}
          />
          {!outOfStock && <Hint id={hintId}>Up to {cap} per order</Hint>}
        </Field>
        {mustChooseVariant && (
          <Field>
            <label htmlFor={`${id}-variant`}>Variant</label>
            <select
              id={`${id}-variant`}
              ref={variantRef}
              name="variant"
              value={line ? (line.variant ?? '') : variant}
              disabled={outOfStock || Boolean(line)}
              aria-invalid={variantError ? true : undefined}
              aria-describedby={variantErrorId}
              onChange={(event) => {
                setVariant(event.target.value);
                if (event.target.value) setVariantError(null);
              }}
            >
              <option value="">Select Variant</option>
              {variants.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
        )}
      </Fields>
      <FieldError id={errorId} aria-live="polite">
        {error}
      </FieldError>
      <FieldError id={variantErrorId} aria-live="polite">
        {variantError}
      </FieldError>
      {line ? (
        <BagButton type="button" $variant="danger" $shape="pill" $size="lg" onClick={() => removeFromCart(product._id)}>
          Remove From Bag
        </BagButton>
      ) : (
        <BagButton type="submit" $shape="pill" $size="lg" $greyWhenDisabled disabled={outOfStock}>
          Add To Bag
        </BagButton>
      )}
    </Form>
  );
}
