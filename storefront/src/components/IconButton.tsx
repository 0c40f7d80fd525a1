import { forwardRef, type ButtonHTMLAttributes, type CSSProperties } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';

/** ghost: no border, soft accent on hover; outline: bordered disc on white; danger: bordered, red. */
export type IconButtonVariant = 'ghost' | 'outline' | 'danger';

// Static rules, the variant picked by an attribute (under :where(), so a styled(IconButton)
// still overrides it) and the sizes by custom properties: every product card has one (its like
// button), and a styled component without interpolated props costs nothing per render.
const Round = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--icon-button-size);
  height: var(--icon-button-size);
  padding: 0;
  border: 1px solid;
  border-radius: ${theme.radii.round};
  font: inherit;
  line-height: 1;
  cursor: pointer;

  &:where([data-variant='ghost']) {
    border-color: transparent;
    background: transparent;
    color: ${theme.colors.text};

    &:hover:not(:disabled),
    &[aria-expanded='true'] {
      background: ${theme.colors.accentSoft};
      color: ${theme.colors.accentHover};
    }
  }

  &:where([data-variant='outline']) {
    border-color: ${theme.colors.border};
    background: ${theme.colors.card};
    color: ${theme.colors.text};

    &:hover:not(:disabled) {
      border-color: ${theme.colors.accent};
      color: ${theme.colors.accentHover};
    }
  }

  &:where([data-variant='danger']) {
    border-color: ${theme.colors.border};
    background: ${theme.colors.card};
    color: ${theme.colors.danger};

    &:hover:not(:disabled) {
      background: ${theme.colors.dangerSoft};
    }
  }

  &:disabled {
    opacity: 0.45;
    cursor: default;
  }

  svg {
    width: var(--icon-size);
    height: var(--icon-size);
  }
`;

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button's accessible name: an icon alone says nothing. */
  'aria-label': string;
  variant?: IconButtonVariant;
  /** Width and height of the disc (at least 2.5rem for touch). */
  size?: string;
  iconSize?: string;
}

/** A round button showing only an icon (close, cart, menu, carousel arrows, remove). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = '2.75rem', iconSize = '1.4rem', type = 'button', style, ...button },
  ref,
) {
  const sizes = { '--icon-button-size': size, '--icon-size': iconSize } as CSSProperties;
  return <Round ref={ref} type={type} data-variant={variant} style={{ ...sizes, ...style }} {...button} />;
});
