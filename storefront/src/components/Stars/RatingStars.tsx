import { Rating, Star } from '@smastrom/react-rating';
import '@smastrom/react-rating/style.css';
import { theme } from '@/lib/theme';

const itemStyles = {
  itemShapes: Star,
  activeFillColor: theme.colors.star,
  inactiveFillColor: theme.colors.starEmpty,
};

/** Read-only stars (an image named 'Rated {value} on 5'); loaded lazily with the reviews. */
export function RatingStars({ value, size = 110 }: { value: number; size?: number }) {
  return (
    <Rating
      readOnly
      value={value}
      itemStyles={itemStyles}
      style={{ maxWidth: size }}
      invisibleLabel={`Rated ${Number(value.toFixed(1))} out of 5`}
    />
  );
}
