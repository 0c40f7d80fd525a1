import styled from 'styled-components';
import { theme } from '@/lib/theme';

/** The number of orders listed (or found), announced when it changes. */
export const Count = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.muted};
`;

export const countText = (count: number): string => `${count} ${count === 1 ? 'order' : 'orders'}`;
