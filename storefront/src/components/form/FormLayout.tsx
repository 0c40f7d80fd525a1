import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

/** A form's fields in one column, or two from `md` up for `.form-grid` blocks. */
export const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};

  .form-grid {
    display: grid;
    gap: ${space(4)};
  }

  .form-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(3)};
    margin-top: ${space(2)};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    .form-grid {
      grid-template-columns: 1fr 1fr;
    }
  }
`;
