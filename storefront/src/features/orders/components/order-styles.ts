import { css } from 'styled-components';
import { theme } from '@/lib/theme';

/** An order's or a line's terms in a row that wraps: 'Status: Delivered  Total: KES 1,200'. */
export const inlineTerms = css`
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
  }

  dl div {
    display: flex;
    gap: 0.35rem;
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;
