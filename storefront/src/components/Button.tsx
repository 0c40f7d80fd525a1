import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const variants = {
  primary: css`
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: #fff;

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
};

const base = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border: 1px solid transparent;
  border-radius: 8px;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

/** A button; `$variant` primary (default), secondary or danger. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${base}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${base}
`;
