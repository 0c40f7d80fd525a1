import Slider from 'rc-slider';
import { useMemo, type KeyboardEvent } from 'react';
import { formatPrice } from '@/lib/format';
import { useSliderDraft } from '../hooks/use-slider-draft';
import { PRICE_MAX, PRICE_MIN, PRICE_PUSHABLE } from '../utils/filters';
import { FilterGroup, FilterTitle, PriceInputs, SliderBox, SliderValues } from './FilterPanel.styles';
import { PriceInput } from './PriceInput';

/** Page Up / Page Down move a price handle by this much; Shift + arrow by SHIFT_STEP (arrows alone: 1). */
export const PAGE_STEP = 1_000;
export const SHIFT_STEP = 100;

type Range = [number, number];

const HANDLE_LABELS = ['Minimum price', 'Maximum price'];

/** The larger keyboard step for a key, or null to leave the key to rc-slider. */
function largeStep(event: KeyboardEvent): number | null {
  switch (event.key) {
    case 'PageUp':
      return PAGE_STEP;
    case 'PageDown':
      return -PAGE_STEP;
    case 'ArrowUp':
    case 'ArrowRight':
      return event.shiftKey ? SHIFT_STEP : null;
    case 'ArrowDown':
    case 'ArrowLeft':
      return event.shiftKey ? -SHIFT_STEP : null;
    default:
      return null;
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * Put one handle at `value`, within 1–100,000; a handle that comes closer than PRICE_PUSHABLE to
 * the other pushes it along (spec §9: "pushable by 10"), up to the end of the range.
 */
export function setHandle([low, high]: Range, index: 0 | 1, value: number): Range {
  if (index === 0) {
    const nextLow = clamp(value, PRICE_MIN, PRICE_MAX - PRICE_PUSHABLE);
    return [nextLow, Math.max(high, nextLow + PRICE_PUSHABLE)];
  }
  const nextHigh = clamp(value, PRICE_MIN + PRICE_PUSHABLE, PRICE_MAX);
  return [Math.min(low, nextHigh - PRICE_PUSHABLE), nextHigh];
}

/** Move one handle by `delta`, pushing the other as `setHandle` does. */
export const moveHandle = (range: Range, index: 0 | 1, delta: number): Range => setHandle(range, index, range[index] + delta);

interface PriceFilterProps {
  min: number;
  max: number;
  onChange: (range: { min: number; max: number }) => void;
}

/**
 * Price range slider, 1 to 100,000 Kes., handles pushable by 10; filters when a handle is
 * released. Beside it a number box per end, for exact prices (on a phone Kes. 1–5,000, where most
 * products sit, is a few pixels of the track); they drive the same draft and commit.
 */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const applied = useMemo<Range>(() => [min, max], [min, max]);
  const { draft, setDraft, commit } = useSliderDraft<Range>(applied, ([low, high]) => onChange({ min: low, max: high }));

  // rc-slider's Page Up/Down move 2 steps (2 Kes.), useless over 100,000: take them over.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('rc-slider-handle')) return;
    const delta = largeStep(event);
    if (delta === null) return;
    event.preventDefault();
    event.stopPropagation();
    const index = target.classList.contains('rc-slider-handle-2') ? 1 : 0;
    const next = moveHandle(draft, index, delta);
    setDraft(next);
    commit(next);
  };

  const onTyped = (index: 0 | 1) => (value: number | '') => {
    const next = setHandle(draft, index, value === '' ? (index === 0 ? PRICE_MIN : PRICE_MAX) : value);
    setDraft(next);
    commit(next);
  };

  return (
    <FilterGroup role="group" aria-labelledby="price-filter-title">
      <FilterTitle id="price-filter-title">Price</FilterTitle>
      <SliderValues aria-hidden="true">
        <span data-testid="price-min">{formatPrice(draft[0])}</span>
        <span data-testid="price-max">{formatPrice(draft[1])}</span>
      </SliderValues>
      <SliderBox onKeyDownCapture={onKeyDownCapture}>
        <Slider
          range
          min={PRICE_MIN}
          max={PRICE_MAX}
          pushable={PRICE_PUSHABLE}
          value={draft}
          onChange={(value) => Array.isArray(value) && setDraft([value[0] ?? PRICE_MIN, value[1] ?? PRICE_MAX])}
          onChangeComplete={(value) =>
            Array.isArray(value) && commit([value[0] ?? PRICE_MIN, value[1] ?? PRICE_MAX])
          }
          ariaLabelForHandle={HANDLE_LABELS}
          ariaValueTextFormatterForHandle={formatPrice}
        />
      </SliderBox>
      <PriceInputs>
        <PriceInput label="Min (Kes.)" value={draft[0]} onCommit={onTyped(0)} />
        <PriceInput label="Max (Kes.)" value={draft[1]} onCommit={onTyped(1)} />
      </PriceInputs>
    </FilterGroup>
  );
}
