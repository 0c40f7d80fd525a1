import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

/** The number of orders listed (or found), announced when it changes. */
export const Count = styled.p`
  margin: ${space(0, 0, 3)};
  color: ${theme.colors.muted};
`;

export const countText = (count: number): string => `${count} ${count === 1 ? 'order' : 'orders'}`;
