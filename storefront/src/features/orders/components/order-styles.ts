import { css } from 'styled-components';
import { space, theme } from '@/lib/theme';

/** An order's or a line's terms in a row that wraps: 'Status: Delivered  Total: KES 1,200'. */
export const inlineTerms = css`
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1, 6)};
  }

  dl div {
    display: flex;
    gap: ${space(1.4)};
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;
