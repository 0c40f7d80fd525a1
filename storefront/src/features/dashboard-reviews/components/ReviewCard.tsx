import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ProductThumb } from '@/components/ProductThumb';
import { Stars } from '@/components/Stars';
import { formatDate } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { ReviewAction } from '../api/moderate-review';
import type { AdminReview } from '../types';
import { statusActions } from '../utils/actions';

const Card = styled.article`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${space(4)};
  padding: ${space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[110]};
  }

  p {
    margin: ${space(1.4, 0)};
  }

  .review-meta {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  .review-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
    margin-top: ${space(3)};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2.4)};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: 700;
`;

const Marker = styled.span`
  padding: ${space(0.8, 2.4)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  font-weight: 700;
  font-size: ${theme.fontSize[85]};
`;

const Verified = styled(Marker)`
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.text};
`;

const LABELS = { approve: 'Approve', reject: 'Reject' } as const;
/** Approve is the page's main action; Reject is set apart from it (outlined), Delete is the danger. */
const VARIANTS = { approve: 'primary', reject: 'outline' } as const;

interface ReviewCardProps {
  review: AdminReview;
  busy: boolean;
  onAction: (action: ReviewAction) => void;
}

/** A review for moderation (spec §2 Reviews): its text, author, product, stars, date and actions by status. */
export function ReviewCard({ review, busy, onAction }: ReviewCardProps) {
  const { product } = review;
  const initial = (review.user?.firstName?.trim().charAt(0) || '?').toUpperCase();
  const titleId = `review-${review._id}`;
  return (
    <Card aria-labelledby={titleId}>
      <ProductThumb
        imageUrl={product?.imageUrl}
        name={product?.name}
        placeholderLabel={product ? `No image available for ${product.name}` : 'No product image'}
      />
      <div>
        <Header>
          <Avatar aria-hidden="true">{initial}</Avatar>
          <h2 id={titleId}>{review.title}</h2>
          {review.verifiedPurchase && <Verified title="The author received this product (a delivered order).">Verified purchase</Verified>}
        </Header>
        <p>{review.review}</p>
        <p>{product ? <Link to={`/product/${product.slug}`}>{product.name}</Link> : 'Product is not available.'}</p>
        <Stars value={Number(review.rating) || 0} size={110} />
        <p className="review-meta">
          {review.user?.firstName ? `${review.user.firstName} · ` : ''}Review Added on {formatDate(review.created)}
        </p>
        <div className="review-actions">
          {review.status === 'Approved' && <Marker>Approved</Marker>}
          {statusActions(review.status).map((action) => (
            <Button key={action} type="button" $variant={VARIANTS[action]} disabled={busy} onClick={() => onAction(action)}>
              {LABELS[action]}
            </Button>
          ))}
          <Button type="button" $variant="danger" disabled={busy} onClick={() => onAction('delete')}>
            Delete
          </Button>
        </div>
      </div>
    </Card>
  );
}
