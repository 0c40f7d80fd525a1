import styled from 'styled-components';
import { theme } from '@/lib/theme';

/** A form's fields in one column, or two from `md` up for `.form-grid` blocks. */
export const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  .form-grid {
    display: grid;
    gap: 1rem;
  }

  .form-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    margin-top: 0.5rem;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    .form-grid {
      grid-template-columns: 1fr 1fr;
    }
  }
`;
