import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { Stars } from '@/components/Stars';
import { formatDate } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { StackList, plainList } from '@/components/lists';
import { useProductReviews, type ProductReviews, type Review } from '../../api/get-reviews';
import { averageRating, ratingPercent } from '../../utils/reviews';
import { AddReviewCard } from './AddReviewCard';


const Section = styled.section`
  margin-top: ${space(10)};
  display: grid;
  gap: ${space(6)};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[130]};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

const Card = styled.div`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${space(5, 6)};
`;

const Average = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  font-size: ${theme.fontSize[200]};
  font-weight: 800;
`;

const Muted = styled.p`
  margin: ${space(1.4, 0, 4)};
  color: ${theme.colors.muted};
`;

const Bars = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${space(1.8)};

  li {
    display: grid;
    grid-template-columns: 3.5rem minmax(0, 1fr) 4rem;
    gap: ${space(2.4)};
    align-items: center;
    font-size: ${theme.fontSize[90]};
  }

  li > span:last-child {
    text-align: right;
    color: ${theme.colors.muted};
  }
`;

const Track = styled.span`
  height: 0.6rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    background: ${theme.colors.star};
  }
`;

const ReviewCard = styled(Card)`
  h3 {
    margin: ${space(0, 0, 1.4)};
    font-size: ${theme.fontSize[105]};
  }

  p {
    margin: ${space(2, 0, 0)};
    line-height: 1.55;
    white-space: pre-line;
  }
`;

const Verified = styled.span`
  display: inline-block;
  margin-bottom: ${space(1.4)};
  padding: ${space(0.4, 2)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  font-size: ${theme.fontSize[80]};
  font-weight: 700;
`;

const Byline = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize[90]};
`;

function Summary({ data }: { data: ProductReviews }) {
  const average = averageRating(data.totalRatings, data.totalReviews);
  return (
    <Card>
      <h2 id="rating-title">Rating</h2>
      {data.totalReviews > 0 ? (
        <>
          <Average>
            <span>{average}</span>
            <Stars value={Number(average)} size={140} />
          </Average>
          <Muted>based on {data.totalReviews} reviews.</Muted>
        </>
      ) : (
        <Muted>Be the first to add a review.</Muted>
      )}
      <Bars aria-label="Ratings by stars">
        {data.ratingSummary.map(({ star, count }) => {
          const percent = ratingPercent(count, data.totalSummary);
          return (
            <li key={star}>
              <span>
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
              <Track aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </Track>
              <span>{percent}%</span>
            </li>
          );
        })}
      </Bars>
    </Card>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const date = formatDate(review.created);
  return (
    <li>
      <ReviewCard as="article" aria-labelledby={`review-${review._id}`}>
        <h3 id={`review-${review._id}`}>{review.title}</h3>
        {review.verifiedPurchase && <Verified>Verified purchase</Verified>}
        <Stars value={Number(review.rating) || 0} size={100} />
        <p>{review.review}</p>
        <Byline>
          {review.user?.firstName || 'Anonymous'}
          {date && (
            <>
              {' · '}
              <time dateTime={review.created}>{date}</time>
            </>
          )}
        </Byline>
      </ReviewCard>
    </li>
  );
}

/** Reviews summary (average, bar per star), the review list of a product and the 'Add Review' form. */
export function ReviewsSection({ slug, productId }: { slug: string; productId: string }) {
  const query = useProductReviews(slug);
  return (
    <PageState query={query} loading="Loading reviews…" error="Could not load the reviews.">
      {(data) => (
        <Section aria-labelledby="rating-title">
          <Column>
            <Summary data={data} />
            <AddReviewCard productId={productId} />
          </Column>
          {data.reviews.length > 0 && (
            <div>
              <h2>Reviews</h2>
              <StackList $gap={4}>
                {data.reviews.map((review) => (
                  <ReviewItem key={review._id} review={review} />
                ))}
              </StackList>
            </div>
          )}
        </Section>
      )}
    </PageState>
  );
}
