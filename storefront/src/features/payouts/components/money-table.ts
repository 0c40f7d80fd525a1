import styled from 'styled-components';
import { controlFrame } from '@/components/form';
import { space, theme } from '@/lib/theme';

/** The page's tables: hairline rows, money right-aligned. */
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

  .blocked,
  .failed {
    color: ${theme.colors.danger};
  }

  .paid {
    color: ${theme.colors.success};
  }

  .reason {
    display: block;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[85]};
  }

  .inline-form {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }

  input {
    min-height: 2.25rem;
    padding: ${space(1.2, 2)};
    ${controlFrame}
  }
`;
