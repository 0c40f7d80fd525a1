import styled from 'styled-components';
import { controlFrame } from '@/components/form';
import { MoneyTable as BaseMoneyTable } from '@/components/MoneyTable';
import { space, theme } from '@/lib/theme';

/** The Payouts page's tables: the shared money table with the payout states and the inline forms. */
export const MoneyTable = styled(BaseMoneyTable)`
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
