import Slider from 'rc-slider';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useSliderDraft } from '../hooks/use-slider-draft';
import type { MinRating } from '../utils/filters';
import {
  RATING_MARK_LABELS,
  RATING_SLIDER_MAX,
  RATING_SLIDER_MIN,
  RATING_SLIDER_STEP,
  positionFromRating,
  ratingFromPosition,
  ratingLabel,
} from '../utils/rating-marks';
import { FilterGroup, FilterTitle, MarkStar, SliderBox, SliderValues } from './FilterPanel.styles';

const marks = Object.fromEntries(
  RATING_MARK_LABELS.map(({ position, rating, text }) => [
    position,
    rating === 0 ? (
      text
    ) : (
      <>
        {text}
        <MarkStar aria-hidden="true">★</MarkStar>
        <VisuallyHidden>{rating === 1 ? ' star' : ' stars'}</VisuallyHidden>
      </>
    ),
  ]),
);

interface RatingFilterProps {
  rating: MinRating;
  onChange: (rating: MinRating) => void;
}

/** Step slider of the minimum average rating: 5, 4, 3, 2, 1 stars and 'Any' (the default, right end). */
export function RatingFilter({ rating, onChange }: RatingFilterProps) {
  const {
    draft: position,
    setDraft: setPosition,
    commit,
  } = useSliderDraft(positionFromRating(rating), (value) => onChange(ratingFromPosition(value)));

  return (
    <FilterGroup role="group" aria-labelledby="rating-filter-title">
      <FilterTitle id="rating-filter-title">Rating</FilterTitle>
      <SliderValues aria-hidden="true">
        <span data-testid="rating-value">{ratingLabel(ratingFromPosition(position))}</span>
      </SliderValues>
      <SliderBox $withMarks>
        <Slider
          min={RATING_SLIDER_MIN}
          max={RATING_SLIDER_MAX}
          step={RATING_SLIDER_STEP}
          marks={marks}
          value={position}
          onChange={(value) => typeof value === 'number' && setPosition(value)}
          onChangeComplete={(value) => typeof value === 'number' && commit(value)}
          ariaLabelForHandle="Minimum rating"
          ariaValueTextFormatterForHandle={(value) => ratingLabel(ratingFromPosition(value))}
        />
      </SliderBox>
    </FilterGroup>
  );
}
