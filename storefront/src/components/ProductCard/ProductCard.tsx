import type { Product } from '@/lib/types';
import { fileUrl } from '@/lib/files';
import { Price } from '../Price';
import { ImagePlaceholder } from '../ImagePlaceholder';
import { LikeButton } from '../LikeButton';
import { Rating } from './Rating';
import { Body, Card, ImageBox, LikeCorner, Name, NameLink } from './ProductCard.styles';

interface ProductCardProps {
  product: Product;
  /** Heading level of the product name, to keep the page's heading order. */
  headingLevel?: 2 | 3;
}

/** Product tile linking to /product/{slug}. The whole card is clickable but for its like toggle. */
export function ProductCard({ product, headingLevel = 3 }: ProductCardProps) {
  const [firstImage] = product.images;

  return (
    <Card>
      <ImageBox>
        {firstImage ? (
          <img src={fileUrl(firstImage)} alt={product.name} loading="lazy" decoding="async" />
        ) : (
          <ImagePlaceholder label={`No image available for ${product.name}`} />
        )}
      </ImageBox>
      <Body>
        <Name as={`h${headingLevel}`}>
          <NameLink to={`/product/${product.slug}`}>{product.name}</NameLink>
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
