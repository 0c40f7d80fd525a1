import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

/** A shop page's heading (Shop By Brand, the shop). */
export const PageTitle = styled.h1`
  margin: 0 0 ${space(5)};
  font-size: ${theme.fontSize[175]};
`;
