import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { space, theme } from '@/lib/theme';

/**
 * primary: filled accent; secondary: quiet outline; danger: red outline;
 * outline: accent outline on white (e.g. 'Add' beside an item).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline';
export type ButtonShape = 'rounded' | 'pill';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.onAccent};

    &:hover:not(:disabled) {
      background: ${theme.colors.accentHover};
      border-color: ${theme.colors.accentHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.card};
    border-color: ${theme.colors.border};
    color: ${theme.colors.text};

    &:hover:not(:disabled) {
      border-color: ${theme.colors.accent};
      color: ${theme.colors.accentHover};
    }
  `,
  danger: css`
    background: ${theme.colors.card};
    border-color: ${theme.colors.danger};
    color: ${theme.colors.danger};

    &:hover:not(:disabled) {
      background: ${theme.colors.dangerSoft};
    }
  `,
  outline: css`
    background: ${theme.colors.card};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentHover};

    &:hover:not(:disabled) {
      background: ${theme.colors.accentSoft};
    }
  `,
};

const sizes = {
  sm: css`
    padding: ${space(2.2, 3)};
  `,
  md: css`
    min-height: 2.75rem;
    padding: ${space(2, 5)};
  `,
  lg: css`
    min-width: 12rem;
    padding: ${space(3.2, 6.4)};
    border-width: 2px;
  `,
};

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $shape?: ButtonShape;
  $size?: ButtonSize;
  /** Disabled looks greyed out (a choice that is not available) instead of faded. */
  $greyWhenDisabled?: boolean;
}

const base = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1.6)};
  border: 1px solid transparent;
  border-radius: ${({ $shape = 'rounded' }) => ($shape === 'pill' ? theme.radii.pill : theme.radii.control)};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}

  &:disabled {
    cursor: not-allowed;
    ${({ $greyWhenDisabled, $variant = 'primary' }) =>
      $greyWhenDisabled
        ? css`
            border-color: ${theme.colors.quietBorder};
            background: ${$variant === 'primary' ? theme.colors.disabled : theme.colors.card};
            color: ${theme.colors.muted};
          `
        : css`
            opacity: 0.65;
          `}
  }
`;

/** A button: `$variant` (primary by default), `$shape`, `$size`. */
export const Button = styled.button<ButtonStyleProps>`
  ${base}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${base}
`;

/**
 * The secondary button's look for links that a library or the browser renders as plain `a`
 * (page numbers, social sign-in): quiet outline, accent on hover.
 */
export const secondaryLinkLook = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.control};
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentHover};
  }
`;

/** A button that reads as a link (e.g. 'Clear', 'Try again' in a sentence). */
export const TextButton = styled.button`
  border: 0;
  background: none;
  padding: ${space(1, 0)};
  font: inherit;
  color: ${theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${theme.colors.accentHover};
  }
`;
