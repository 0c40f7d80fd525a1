import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { useLatest } from '@/lib/use-latest';
import { IconButton } from './IconButton';

/** Space the sticky header takes; the header keeps it up to date (see app/layout/Header). */
const TOP = 'var(--header-height, 4rem)';

const Overlay = styled.div`
  position: fixed;
  inset: ${TOP} 0 0 0;
  z-index: 8;
  background: ${theme.colors.overlay};
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 0.2s ease,
    visibility 0.2s;

  &[data-open='true'] {
    opacity: 1;
    visibility: visible;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** One styled root (with nested rules) keeps style injection cheap. */
const Panel = styled.div`
  position: fixed;
  top: ${TOP};
  bottom: 0;
  left: 0;
  z-index: 9;
  width: min(24rem, 100vw);
  display: flex;
  flex-direction: column;
  background: ${theme.colors.card};
  box-shadow: ${theme.shadowHover};
  visibility: hidden;
  pointer-events: none;
  transform: translateX(-100%);
  transition:
    transform 0.2s ease,
    visibility 0.2s;

  &[data-side='right'] {
    left: auto;
    right: 0;
    transform: translateX(100%);
  }

  &[data-open='true'] {
    visibility: visible;
    pointer-events: auto;
    transform: none;
  }

  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  .side-panel-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(4)};
    padding: ${space(3, 4)};
    border-bottom: 1px solid ${theme.colors.border};
  }

  .side-panel-head h2 {
    margin: 0;
    font-size: ${theme.fontSize[115]};
  }

  .side-panel-body {
    flex: 1;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
  }
`;

interface SidePanelProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  side?: 'left' | 'right';
  /** Accessible name of the close button, e.g. 'Close cart'. */
  closeLabel?: string;
  /** Keep the content mounted once the panel has first opened, hidden with it while closed. */
  keepContent?: boolean;
  children: ReactNode;
}

/**
 * A side panel under the sticky header (non-modal dialog): the header stays usable, the
 * page behind is covered. Escape, the close button or a click on the overlay closes it.
 * On open, focus moves into the panel; on close it returns to where it was when focus was
 * still inside the panel. Nothing is rendered before the first opening, and the content is
 * mounted only while the panel is open (toggles should set aria-controls only while open), or
 * from the first opening on with `keepContent`. It is a dialog only while open.
 */
export function SidePanel({
  id,
  title,
  open,
  onClose,
  side = 'left',
  closeLabel = 'Close',
  keepContent = false,
  children,
}: SidePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useLatest(onClose);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    if (open) {
      const active = document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement && !panel.contains(active) ? active : null;
      panel.focus({ preventScroll: true });

      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onCloseRef.current();
        }
      };
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }
    const active = document.activeElement;
    if (panel.contains(active) || active === document.body || active === null) {
      const target = returnFocusRef.current;
      if (target?.isConnected) target.focus({ preventScroll: true });
    }
    returnFocusRef.current = null;
    return undefined;
  }, [open, opened, onCloseRef]);

  if (!opened) return null;

  return (
    <>
      <Overlay data-open={open} aria-hidden="true" onClick={onClose} />
      <Panel
        ref={panelRef}
        id={id}
        role={open ? 'dialog' : undefined}
        aria-label={title}
        aria-hidden={open ? undefined : true}
        tabIndex={-1}
        data-open={open}
        data-side={side}
      >
        <div className="side-panel-head">
          <h2>{title}</h2>
          <IconButton size="2.5rem" style={{ fontSize: theme.fontSize[150] }} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </div>
        {(open || keepContent) && <div className="side-panel-body">{children}</div>}
      </Panel>
    </>
  );
}
