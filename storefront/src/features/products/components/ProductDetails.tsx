import { Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LikeButton } from '@/components/LikeButton';
import { Price } from '@/components/Price';
import type { Product } from '@/lib/types';
import { lazyAfterLoad } from '@/lib/lazy-after-load';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useMediaQuery } from '@/lib/use-media-query';
import { space, theme } from '@/lib/theme';
import { stockOf } from '../utils/add-to-bag';
import { AddToBagForm } from './AddToBagForm';
import { Addons } from './Addons';
import { ProductGallery } from './ProductGallery';
import { ReviewsSection } from './reviews/ReviewsSection';
import { StickyAddBar } from './StickyAddBar';

const ShareButtons = lazyAfterLoad(async () => (await import('./ShareButtons')).ShareButtons);

export const DetailsGrid = styled.div`
  display: grid;
  gap: ${space(8)};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Info = styled.div`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${space(6)};
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const Heading = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
`;

const Name = styled.h1`
  margin: 0;
  font-size: clamp(${theme.fontSize[140]}, 3vw, ${theme.fontSize[200]});
  line-height: 1.2;
`;

const Meta = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(1, 3)};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize[95]};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const BrandLink = styled(Link)`
  align-self: flex-start;
  color: ${theme.colors.accent};
  font-weight: 600;
`;

/** Widths that get the add bar (the details sit under the photos there). */
export const PHONE = `(max-width: ${theme.breakpoints.md})`;

/** Room under the page for the phone's add bar, so it never covers the footer. */
const Article = styled.article`
  @media (max-width: ${theme.breakpoints.md}) {
    padding-bottom: ${space(16)};
  }
`;

const Description = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
`;

/** The product page body (spec §2): images, details, add to bag, share, add-ons, reviews. */
export function ProductDetails({ product }: { product: Product }) {
  const images = product.images ?? [];
  const belowTheFold = useAfterFirstPaint();
  const formId = `${useId()}-add-to-bag`;
  const phone = useMediaQuery(PHONE);

  return (
    <Article aria-labelledby="product-name">
      <DetailsGrid>
        <ProductGallery images={images} webpSrcsets={product.webpSrcsets} name={product.name} stock={stockOf(product)} />
        <Info>
          <Heading>
            <Name id="product-name">{product.name}</Name>
            <LikeButton key={product._id} productId={product._id} productName={product.name} isLiked={product.isLiked} />
          </Heading>
          <Price value={product.price} size="lg" />
          <Meta>
            <dt>Sku:</dt>
            <dd>{product.sku}</dd>
            {product.brand && (
              <>
                <dt>Brand:</dt>
                <dd>{product.brand.name}</dd>
              </>
            )}
          </Meta>
          {product.brand && (
            <BrandLink to={`/shop/brand/${product.brand.slug}`}>see more from {product.brand.name}</BrandLink>
          )}
          {product.description && <Description>{product.description}</Description>}
          <AddToBagForm key={product._id} product={product} formId={formId} />
          <Suspense fallback={null}>
            <ShareButtons name={product.name} slug={product.slug} price={product.price} />
          </Suspense>
        </Info>
      </DetailsGrid>
      {belowTheFold && (
        <>
          <Addons addons={product.addons} />
          <ReviewsSection slug={product.slug} productId={product._id} />
        </>
      )}
      {phone && <StickyAddBar product={product} formId={formId} />}
    </Article>
  );
}
