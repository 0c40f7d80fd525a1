import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { useLatest } from '@/lib/use-latest';
import { Button } from './Button';

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

const Box = styled.div`
  width: min(28rem, 100%);
  padding: ${space(5, 6)};
  border-radius: ${theme.radius};
  background: ${theme.colors.card};
  box-shadow: ${theme.shadowHover};

  h2 {
    margin: ${space(0, 0, 2)};
    font-size: ${theme.fontSize[115]};
  }

  p {
    margin: ${space(0, 0, 5)};
  }

  .confirm-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${space(2)};
  }
`;

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (role alertdialog). Focus moves to the safe choice and stays inside;
 * Escape or the cancel button closes it; on close focus returns to where it was.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Close', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const onCancelRef = useLatest(onCancel);

  useEffect(() => {
    if (!open) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancelRef.current();
        return;
      }
      if (event.key !== 'Tab' || !boxRef.current) return;
      const buttons = Array.from(boxRef.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!boxRef.current.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [open, onCancelRef]);

  if (!open) return null;

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && !busy && onCancel()}>
      <Box ref={boxRef} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        <div className="confirm-actions">
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </div>
      </Box>
    </Backdrop>,
    document.body,
  );
}
