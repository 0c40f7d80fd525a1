import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useMediaQuery } from '@/lib/use-media-query';

const PHONE = `(max-width: ${theme.breakpoints.sm})`;

/** One styled root (with nested rules) keeps style injection cheap. */
const Root = styled.div`
  align-self: start;

  .filters-toggle,
  .filters-close,
  .filters-backdrop {
    display: none;
  }

  @media ${PHONE} {
    .filters-toggle {
      display: inline-flex;
      align-items: center;
      gap: 0.5rem;
      min-height: 2.75rem;
      padding: 0.5rem 1.1rem;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.card};
      color: ${theme.colors.text};
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }

    .filters-count {
      min-width: 1.5rem;
      padding: 0 0.4rem;
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.accent};
      color: ${theme.colors.onAccent};
      font-size: 0.85rem;
      line-height: 1.5rem;
      text-align: center;
    }

    .filters-drawer {
      display: none;
    }

    &[data-open='true'] .filters-backdrop {
      display: block;
      position: fixed;
      inset: 0;
      z-index: 40;
      background: ${theme.colors.overlay};
    }

    &[data-open='true'] .filters-drawer {
      display: block;
      position: fixed;
      inset: 0 auto 0 0;
      z-index: 41;
      width: min(22rem, 90vw);
      overflow-y: auto;
      padding: 0.75rem;
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadowHover};
    }

    &[data-open='true'] .filters-close {
      display: block;
      margin: 0 0 0.75rem auto;
      min-height: 2.75rem;
      padding: 0.5rem 1.1rem;
      border: 0;
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.accent};
      color: ${theme.colors.onAccent};
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }

    .filters-drawer:focus {
      outline: none;
    }
  }
`;

interface FiltersDrawerProps {
  /** Active filters, shown on the button. */
  activeCount: number;
  children: ReactNode;
}

/**
 * The shop's filter panel: in place beside the products on wider screens; on a phone
 * (≤ 640 px) behind a 'Filters' button with the active filter count, opening it in a drawer,
 * so the products are the first thing on the screen. On a phone the panel (and the code it
 * loads) is mounted only once the drawer is first opened: a shopper who never filters does
 * not download it.
 */
export function FiltersDrawer({ activeCount, children }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const phone = useMediaQuery(PHONE);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    drawerRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Root data-open={open}>
      <button
        ref={toggleRef}
        type="button"
        className="filters-toggle"
        aria-expanded={open}
        aria-controls="shop-filters"
        aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : undefined}
        onClick={() => setOpen(true)}
      >
        Filters
        {activeCount > 0 && (
          <span className="filters-count" aria-hidden="true">
            {activeCount}
          </span>
        )}
      </button>
      <div className="filters-backdrop" onClick={close} />
      <div
        ref={drawerRef}
        id="shop-filters"
        className="filters-drawer"
        tabIndex={-1}
        {...(open && { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters' })}
      >
        <button type="button" className="filters-close" onClick={close}>
          Show products
        </button>
        {(opened || !phone) && children}
      </div>
    </Root>
  );
}
