import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

/** Centred page column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${space(0, 4)};
`;
