import styled from 'styled-components';
import { theme } from '@/lib/theme';

const Badge = styled.span<{ $inStock: boolean }>`
  display: inline-block;
  align-self: flex-start;
  padding: 0.25rem 0.7rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ $inStock }) => ($inStock ? theme.colors.success : theme.colors.danger)};
  background: ${({ $inStock }) => ($inStock ? theme.colors.successSoft : theme.colors.dangerSoft)};
`;

export function StockBadge({ quantity }: { quantity: number }) {
  const inStock = quantity > 0;
  return <Badge $inStock={inStock}>{inStock ? 'In stock' : 'Out of stock'}</Badge>;
}
