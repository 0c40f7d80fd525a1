import styled from 'styled-components';
import { formatRating } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { VisuallyHidden } from '../VisuallyHidden';

const Line = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${space(1)};
  font-size: ${theme.fontSize[87.5]};
  color: ${theme.colors.muted};
`;

const Star = styled.span`
  color: ${theme.colors.star};
`;

const Value = styled.span`
  font-weight: 600;
  color: ${theme.colors.text};
`;

/** Average rating to one decimal with a star, and the number of reviews. */
export function Rating({ average, count }: { average: number; count: number }) {
  return (
    <Line>
      <Star aria-hidden="true">★</Star>
      <Value>{formatRating(average)}</Value>
      <VisuallyHidden>out of 5 stars,</VisuallyHidden>
      <span>
        ({count}
        <VisuallyHidden> {count === 1 ? 'review' : 'reviews'}</VisuallyHidden>)
      </span>
    </Line>
  );
}
