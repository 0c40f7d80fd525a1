import { lazy, Suspense } from 'react';
import { VisuallyHidden } from '@/components/VisuallyHidden';

const RatingStars = lazy(() => import('./RatingStars').then((module) => ({ default: module.RatingStars })));

/** Stars, with a text stand-in while the rating component loads. */
export function Stars({ value, size }: { value: number; size?: number }) {
  return (
    <Suspense fallback={<VisuallyHidden>{`Rated ${Number(value.toFixed(1))} out of 5`}</VisuallyHidden>}>
      <RatingStars value={value} size={size} />
    </Suspense>
  );
}
