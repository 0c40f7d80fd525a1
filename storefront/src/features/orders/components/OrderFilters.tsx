import styled from 'styled-components';
import { useDeliveryOptions } from '@/api/delivery';
import { SelectField } from '@/components/form';
import { space, theme } from '@/lib/theme';
import type { OrderFilters as Filters } from '../hooks/use-order-filters';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '../types';

const Row = styled.div`
  display: grid;
  gap: ${space(3)};
  margin-bottom: ${space(4)};

  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...ORDER_STATUS_FILTERS.map((status) => ({ value: status, label: status }))];

/** The admin's Customer Orders filters: a line status (or awaiting delivery details) and the delivery county (one of the 47). */
export function OrderFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const counties = useDeliveryOptions().data?.counties ?? [];
  const countyOptions = [{ value: '', label: 'All counties' }, ...counties.map(({ name }) => ({ value: name, label: name }))];
  return (
    <Row role="group" aria-label="Filter orders">
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ ...filters, status: (event.target.value || undefined) as OrderStatusFilter | undefined })}
      />
      <SelectField
        label="Delivery county"
        options={countyOptions}
        value={filters.county ?? ''}
        onChange={(event) => onChange({ ...filters, county: event.target.value || undefined })}
      />
    </Row>
  );
}
