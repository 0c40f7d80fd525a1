import styled from 'styled-components';
import { formatPrice } from '@/lib/format';
import { theme } from '@/lib/theme';

const Amount = styled.span<{ $size: 'md' | 'lg' }>`
  font-weight: 700;
  color: ${theme.colors.text};
  font-size: ${({ $size }) => ($size === 'lg' ? '1.6rem' : '1.05rem')};
`;

export function Price({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  return <Amount $size={size}>{formatPrice(value)}</Amount>;
}
