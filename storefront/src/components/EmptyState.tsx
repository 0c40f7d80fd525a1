import styled from 'styled-components';
import { theme } from '@/lib/theme';

/** An empty list or a missing item: a short centred sentence. */
export const EmptyState = styled.p`
  margin: 0;
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${theme.colors.muted};
`;
