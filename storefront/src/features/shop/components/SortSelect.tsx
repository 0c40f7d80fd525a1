import styled from 'styled-components';
import { controlFrame } from '@/components/form/field-styles';
import { SORT_OPTIONS, type SortOrder } from '../utils/filters';
import { space } from '@/lib/theme';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};

  label {
    font-weight: 600;
    white-space: nowrap;
  }

  select {
    min-height: 2.5rem;
    padding: ${space(1.4, 2.4)};
    ${controlFrame}
  }
`;

interface SortSelectProps {
  order: SortOrder;
  onChange: (order: SortOrder) => void;
}

/** Sort dropdown: Newest First (0), Price High to Low (1), Price Low to High (2). */
export function SortSelect({ order, onChange }: SortSelectProps) {
  return (
    <Field>
      <label htmlFor="shop-sort">Sort by</label>
      <select
        id="shop-sort"
        value={order}
        onChange={(event) => onChange(Number(event.target.value) as SortOrder)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
