import type { Product } from '@/lib/types';
import { Price } from '../Price';
import { ImagePlaceholder } from '../ImagePlaceholder';
import { LikeButton } from '../LikeButton';
import { ProductImage } from '../ProductImage';
import { Rating } from './Rating';
import { StretchedLink } from '../StretchedLink';
import { Body, Card, ImageBox, LikeCorner, Name } from './ProductCard.styles';

interface ProductCardProps {
  product: Product;
  /** Heading level of the product name, to keep the page's heading order. */
  headingLevel?: 2 | 3;
  /** Above the fold on its page: its image loads at once, with high priority. */
  priority?: boolean;
}

/**
 * The card's width in the product grid: two columns on a phone, three, then four of at most
 * 300 px; the page's side padding and the grid's gaps (1rem each) taken off, so a phone
 * fetches the smallest copy that is sharp at its pixel density.
 */
export const CARD_IMAGE_SIZES = '(min-width: 900px) 280px, (min-width: 640px) calc((100vw - 4rem) / 3), calc(50vw - 1.5rem)';

/** Product tile linking to /product/{slug}. The whole card is clickable but for its like toggle. */
export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const [firstImage] = product.images;

  return (
    <Card>
      <ImageBox>
        {firstImage ? (
          <ProductImage
            image={firstImage}
            webpSrcset={product.webpSrcsets?.[0]}
            alt={product.name}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
          />
        ) : (
          <ImagePlaceholder label={`No image available for ${product.name}`} />
        )}
      </ImageBox>
      <Body>
        <Name as={`h${headingLevel}`}>
          <StretchedLink to={`/product/${product.slug}`}>{product.name}</StretchedLink>
        </Name>
        <Price value={product.price} />
        {product.totalReviews > 0 && (
          <Rating average={product.averageRating} count={product.totalReviews} />
        )}
      </Body>
      <LikeCorner>
        <LikeButton productId={product._id} productName={product.name} isLiked={product.isLiked} />
      </LikeCorner>
    </Card>
  );
}
