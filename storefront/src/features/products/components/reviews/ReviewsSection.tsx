import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { Stars } from '@/components/Stars';
import { formatDate } from '@/lib/format';
import { theme } from '@/lib/theme';
import { StackList } from '@/components/lists';
import { useProductReviews, type ProductReviews, type Review } from '../../api/get-reviews';
import { averageRating, ratingPercent } from '../../utils/reviews';
import { AddReviewCard } from './AddReviewCard';


const Section = styled.section`
  margin-top: 2.5rem;
  display: grid;
  gap: 1.5rem;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }

  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const Card = styled.div`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 1.25rem 1.5rem;
`;

const Average = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: 2rem;
  font-weight: 800;
`;

const Muted = styled.p`
  margin: 0.35rem 0 1rem;
  color: ${theme.colors.muted};
`;

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.45rem;

  li {
    display: grid;
    grid-template-columns: 3.5rem minmax(0, 1fr) 4rem;
    gap: 0.6rem;
    align-items: center;
    font-size: 0.9rem;
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
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
  }

  p {
    margin: 0.5rem 0 0;
    line-height: 1.55;
    white-space: pre-line;
  }
`;

const Verified = styled.span`
  display: inline-block;
  margin-bottom: 0.35rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Byline = styled.p`
  color: ${theme.colors.muted};
  font-size: 0.9rem;
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
              <StackList $gap="1rem">
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
