import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ProductThumb } from '@/components/ProductThumb';
import { useSetLiked } from '@/components/LikeButton';
import { Price } from '@/components/Price';
import { formatDate } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { WishlistItem } from '../api/get-wishlist';

const Row = styled.article`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr) auto;
  gap: ${space(4)};
  align-items: center;
  padding: ${space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 {
    margin: ${space(0, 0, 1)};
    font-size: ${theme.fontSize[105]};
  }

  p {
    margin: ${space(1, 0, 0)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }
`;

/** One liked product: image, name (a link to it), price, 'Wishlist Added on {date}' and remove. */
export function WishlistRow({ item }: { item: WishlistItem }) {
  const { product } = item;
  const unlike = useSetLiked();
  return (
    <Row aria-labelledby={`wish-${item._id}`}>
      <ProductThumb imageUrl={product.imageUrl} name={product.name} placeholderLabel={`No image available for ${product.name}`} />
      <div>
        <h2 id={`wish-${item._id}`}>
          <Link to={`/product/${product.slug}`}>{product.name}</Link>
        </h2>
        {product.price !== null && <Price value={product.price} />}
        <p>Wishlist Added on {formatDate(item.created)}</p>
      </div>
      <Button
        type="button"
        $variant="danger"
        aria-label={`Remove ${product.name} from your wishlist`}
        disabled={unlike.isPending}
        onClick={() => unlike.mutate({ product: product._id, isLiked: false })}
      >
        Remove
      </Button>
    </Row>
  );
}
