import styled from 'styled-components';
import { theme } from '@/lib/theme';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  background: ${theme.colors.surface};
`;

/** Stand-in for a missing product image; still has a text alternative. */
export function ImagePlaceholder({ label }: { label: string }) {
  return (
    <Svg viewBox="0 0 120 120" role="img" aria-label={label} data-testid="image-placeholder">
      <rect x="30" y="34" width="60" height="46" rx="6" fill="none" stroke={theme.colors.placeholder} strokeWidth="4" />
      <circle cx="48" cy="50" r="6" fill={theme.colors.placeholder} />
      <path d="M34 76l18-16 12 10 10-8 12 14z" fill={theme.colors.placeholder} />
    </Svg>
  );
}
