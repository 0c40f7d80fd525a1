import styled from 'styled-components';
import { theme } from '@/lib/theme';

/** A shop page's heading (Shop By Brand, the shop). */
export const PageTitle = styled.h1`
  margin: 0 0 ${theme.space.xl};
  font-size: 1.75rem;
`;
