import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { space, theme } from '@/lib/theme';
import type { ShippingInput } from '../api/bulk-line-status';
import { EMPTY_SHIP, shipSchema, toShippingInput, type ShipValues } from '../utils/ship-schema';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(4)};
  background: ${theme.colors.overlayModal};
`;

const Box = styled.form`
  display: grid;
  gap: ${space(3)};
  width: min(28rem, 100%);
  max-height: 100%;
  overflow-y: auto;
  padding: ${space(5, 6)};
  border-radius: ${theme.radius};
  background: ${theme.colors.card};
  box-shadow: ${theme.shadowHover};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[115]};
  }

  p {
    margin: 0;
    color: ${theme.colors.muted};
  }

  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(4)};
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: ${space(2)};
    padding: 0;
    font-weight: 600;
  }

  fieldset label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 2.75rem;
  }

  input[type='radio'] {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.accent};
  }

  .ship-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${space(2)};
  }
`;

interface ShipDialogProps {
  /** What is shipped: '2 items of DK-10342'. */
  what: string;
  busy: boolean;
  onShip: (shipping: ShippingInput) => void;
  onClose: () => void;
}

/**
 * "Mark shipped" (issue item 13): who takes the selected items to the buyer, the seller's rider
 * (name and Kenyan phone) or a courier (its name and the waybill). A modal dialog: Escape or Close
 * closes it.
 */
export function ShipDialog({ what, busy, onShip, onClose }: ShipDialogProps) {
  const id = useId();
  const form = useForm<ShipValues>({ resolver: zodResolver(shipSchema), defaultValues: EMPTY_SHIP });
  const { register, formState, setFocus, control } = form;
  const method = useWatch({ control, name: 'method' });
  const error = (name: keyof ShipValues) => formState.errors[name]?.message;

  useEffect(() => {
    setFocus('riderName');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, setFocus]);

  return createPortal(
    <Backdrop>
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-what`}
        noValidate
        onSubmit={form.handleSubmit((values) => onShip(toShippingInput(values)))}
      >
        <h2 id={`${id}-title`}>Mark shipped</h2>
        <p id={`${id}-what`}>{what}</p>
        <fieldset>
          <legend>Who delivers?</legend>
          <label>
            <input type="radio" value="rider" {...register('method')} /> A rider
          </label>
          <label>
            <input type="radio" value="courier" {...register('method')} /> A courier
          </label>
        </fieldset>
        {method === 'rider' ? (
          <>
            <TextField label="Rider's name" autoComplete="off" error={error('riderName')} {...register('riderName')} />
            <TextField label="Rider's phone" type="tel" placeholder="0712 345 678" autoComplete="off" error={error('riderPhone')} {...register('riderPhone')} />
          </>
        ) : (
          <>
            <TextField label="Courier" placeholder="e.g. G4S" autoComplete="off" error={error('courier')} {...register('courier')} />
            <TextField label="Waybill number" autoComplete="off" error={error('waybill')} {...register('waybill')} />
          </>
        )}
        <div className="ship-actions">
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            Mark shipped
          </Button>
        </div>
      </Box>
    </Backdrop>,
    document.body,
  );
}
