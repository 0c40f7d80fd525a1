import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { plainList } from './lists';

/** One styled root (with nested rules) keeps style injection cheap. */
const Wrapper = styled.div`
  position: relative;

  .dropdown-button {
    display: inline-flex;
    align-items: center;
    gap: ${space(1.4)};
    padding: ${space(2, 3.4)};
    border: 0;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }

  .dropdown-button:hover,
  .dropdown-button[aria-expanded='true'] {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }

  .dropdown-chevron {
    width: 0.8rem;
    height: 0.8rem;
  }

  .dropdown-menu {
    position: absolute;
    z-index: 30;
    top: calc(100% + 0.35rem);
    left: 0;
    min-width: 12rem;
    max-height: min(70vh, 26rem);
    overflow-y: auto;
    padding: ${space(1.4)};
    background: ${theme.colors.card};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    box-shadow: ${theme.shadowHover};
  }

  .dropdown-menu[data-align='right'] {
    left: auto;
    right: 0;
  }

  .dropdown-menu ul {
    ${plainList}
  }

  .dropdown-menu a {
    display: block;
    padding: ${space(2, 3)};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }

  .dropdown-menu a:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }
`;

interface DropdownProps {
  /** Visible button content. */
  label: ReactNode;
  /** Accessible name of the button when `label` is not plain text. */
  buttonLabel?: string;
  align?: 'left' | 'right';
  className?: string;
  /** Menu content; call `close` when an entry is chosen. Mounted only while open. */
  children: (close: () => void) => ReactNode;
}

/**
 * Disclosure dropdown of links: the button toggles it; Escape, a click outside, focus
 * leaving or a new page closes it (Escape returns focus to the button). Needs a router.
 */
export function Dropdown({ label, buttonLabel, align = 'left', className, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Wrapper
      ref={wrapperRef}
      className={className}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        className="dropdown-button"
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg className="dropdown-chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div className="dropdown-menu" id={menuId} hidden={!open} data-align={align}>
        {open && children(() => setOpen(false))}
      </div>
    </Wrapper>
  );
}
