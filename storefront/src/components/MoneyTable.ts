import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

/** A table of amounts (statements, balances, payouts): hairline rows, muted headings, money right-aligned. */
export const MoneyTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize[92]};

  caption {
    margin-bottom: ${space(2)};
    color: ${theme.colors.muted};
    text-align: left;
  }

  th,
  td {
    padding: ${space(2)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[85]};
  }

  .money {
    text-align: right;
    white-space: nowrap;
  }
`;
