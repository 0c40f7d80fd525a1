import styled from 'styled-components';
import { formatPrice } from '@/lib/format';
import { theme } from '@/lib/theme';

// Static rules (the size picked by an attribute): every product card shows a price, and a
// styled component without interpolated props costs nothing per render.
const Amount = styled.span`
  font-weight: 700;
  color: ${theme.colors.text};
  font-size: ${theme.fontSize[105]};

  &[data-size='lg'] {
    font-size: ${theme.fontSize[160]};
  }
`;

export function Price({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  return <Amount data-size={size}>{formatPrice(value)}</Amount>;
}
