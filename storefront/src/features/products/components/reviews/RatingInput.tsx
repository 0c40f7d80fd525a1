import { Rating, Star } from '@smastrom/react-rating';
import '@smastrom/react-rating/style.css';
import { theme } from '@/lib/theme';

const itemStyles = {
  itemShapes: Star,
  activeFillColor: theme.colors.star,
  inactiveFillColor: theme.colors.starEmpty,
};

interface RatingInputProps {
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  labelId: string;
}

const STAR_LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/** Stars to choose a rating from 1 to 5 (a radio group named by `labelId`); loaded lazily. */
export function RatingInput({ value, onChange, onBlur, labelId }: RatingInputProps) {
  return (
    <Rating
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired
      visibleLabelId={labelId}
      invisibleItemLabels={STAR_LABELS}
      itemStyles={itemStyles}
      style={{ maxWidth: 180 }}
    />
  );
}
