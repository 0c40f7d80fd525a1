import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

const Badge = styled.span<{ $inStock: boolean }>`
  display: inline-block;
  align-self: flex-start;
  padding: ${space(1, 2.8)};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSize[80]};
  font-weight: 700;
  color: ${({ $inStock }) => ($inStock ? theme.colors.success : theme.colors.danger)};
  background: ${({ $inStock }) => ($inStock ? theme.colors.successSoft : theme.colors.dangerSoft)};
`;

export function StockBadge({ quantity }: { quantity: number }) {
  const inStock = quantity > 0;
  return <Badge $inStock={inStock}>{inStock ? 'In stock' : 'Out of stock'}</Badge>;
}
