import { css } from 'styled-components';

/** A row whose items go to both ends, wrapping on narrow screens (a header with its actions). */
export const spreadRow = (align: 'center' | 'flex-start' | 'flex-end' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
`;
