import 'rc-slider/assets/index.css';
import { DEFAULT_FILTERS, hasActiveFilters, type ShopFilters } from '../utils/filters';
import { ClearButton, Panel, PanelHead, PanelTitle } from './FilterPanel.styles';
import { PriceFilter } from './PriceFilter';
import { RatingFilter } from './RatingFilter';

interface FilterPanelProps {
  filters: ShopFilters;
  onChange: (change: Partial<ShopFilters>) => void;
}

/** The shop's price and rating filters. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  return (
    <Panel aria-labelledby="shop-filters-title">
      <PanelHead>
        <PanelTitle id="shop-filters-title">Filters</PanelTitle>
        {hasActiveFilters(filters) && (
          <ClearButton
            type="button"
            onClick={() =>
              onChange({ min: DEFAULT_FILTERS.min, max: DEFAULT_FILTERS.max, rating: DEFAULT_FILTERS.rating })
            }
          >
            Clear filters
          </ClearButton>
        )}
      </PanelHead>
      <PriceFilter min={filters.min} max={filters.max} onChange={onChange} />
      <RatingFilter rating={filters.rating} onChange={(rating) => onChange({ rating })} />
    </Panel>
  );
}
