import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '../types';

export interface OrderFilters {
  status?: OrderStatusFilter;
  county?: string;
}

const isStatus = (value: string | null): value is OrderStatusFilter =>
  value !== null && (ORDER_STATUS_FILTERS as readonly string[]).includes(value);

/**
 * The admin's Customer Orders filters, kept in the address (`?status=…&county=…`) so Back and a
 * shared link keep them; changing one goes back to the first page.
 */
export function useOrderFilters(): [OrderFilters, (next: OrderFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const county = searchParams.get('county');
  const filters: OrderFilters = { status: isStatus(status) ? status : undefined, county: county || undefined };
  const setFilters = (next: OrderFilters) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      updated.delete('page');
      for (const key of ['status', 'county'] as const) {
        const value = next[key];
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return [filters, setFilters];
}
