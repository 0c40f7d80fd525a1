import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ImagePlaceholder } from '@/components/ImagePlaceholder';
import { ProductImage } from '@/components/ProductImage';
import { space, theme } from '@/lib/theme';
import { GALLERY_IMAGE_SIZES } from './gallery-sizes';
import { StockBadge } from './StockBadge';

const ProductCarousel = lazy(() =>
  import('./ProductCarousel').then((module) => ({ default: module.ProductCarousel })),
);

const Wrapper = styled.div`
  position: relative;
  align-self: start;
`;

const Label = styled.div`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 1;
`;

/** The main image's square frame; the page's skeleton uses it too, so the image lands where it was reserved. */
export const ImageFrame = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    padding: ${space(4)};
  }
`;

/** The carousel's thumbnail row, kept free while the carousel loads (see ProductCarousel's Thumbs). */
const ThumbsRoom = styled.div`
  height: 5.25rem;
`;

const canRunCarousel = (): boolean =>
  typeof window !== 'undefined' && 'ResizeObserver' in window && 'IntersectionObserver' in window;

interface GalleryProps {
  images: string[];
  /** Per image, the `srcset` of its WebP copies. */
  webpSrcsets?: string[];
  name: string;
}

function SingleImage({ images, webpSrcsets, name }: GalleryProps) {
  const [image] = images;
  const count = images.length;
  return (
    <ImageFrame data-testid="product-main-image">
      {image ? (
        <ProductImage
          image={image}
          webpSrcset={webpSrcsets?.[0]}
          alt={count > 1 ? `${name}, image 1 of ${count}` : name}
          sizes={GALLERY_IMAGE_SIZES}
          priority
        />
      ) : (
        <ImagePlaceholder label={`No image available for ${name}`} />
      )}
    </ImageFrame>
  );
}

/** Product images with the 'In stock' / 'Out of stock' label; a carousel when there are several. */
export function ProductGallery({ images, webpSrcsets, name, stock }: GalleryProps & { stock: number }) {
  const single = <SingleImage images={images} webpSrcsets={webpSrcsets} name={name} />;

  return (
    <Wrapper>
      <Label>
        <StockBadge quantity={stock} />
      </Label>
      {images.length > 1 && canRunCarousel() ? (
        <Suspense
          fallback={
            <>
              {single}
              <ThumbsRoom />
            </>
          }
        >
          <ProductCarousel images={images} webpSrcsets={webpSrcsets} name={name} />
        </Suspense>
      ) : (
        single
      )}
    </Wrapper>
  );
}
